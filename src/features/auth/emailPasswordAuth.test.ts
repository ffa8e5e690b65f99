/** Sign-up and sign-in flows with the real SDK against the Auth emulator. */
import { signInAnonymously, signOut } from 'firebase/auth';
import { emulatorOobCodes, setEmulatorAppConfig } from '../../testing/emulatorAppConfig';
import { signInWithEmail, signUpWithEmail } from './emailPasswordAuth';
import { getFirebaseAuth } from './firebase';

const password = 'correct-horse';
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

beforeAll(() => setEmulatorAppConfig());
afterEach(() => signOut(getFirebaseAuth()));

describe('signUpWithEmail', () => {
  it('links the e-mail to an anonymous visitor: same uid, named, verification sent', async () => {
    const auth = getFirebaseAuth();
    const anonymous = (await signInAnonymously(auth)).user;
    const email = uniqueEmail('link');

    const { credential, replacedAnonymous } = await signUpWithEmail(auth, { name: ' Ada ', email, password, confirmPassword: password });

    expect(credential.user.uid).toBe(anonymous.uid);
    expect(replacedAnonymous).toBeNull();
    expect(auth.currentUser).toMatchObject({ uid: anonymous.uid, email, displayName: 'Ada', isAnonymous: false });
    expect((await emulatorOobCodes(email)).map((code) => code.requestType)).toEqual(['VERIFY_EMAIL']);
  });

  it('creates a new account when nobody is signed in', async () => {
    const auth = getFirebaseAuth();
    const email = uniqueEmail('create');
    const { credential } = await signUpWithEmail(auth, { name: 'Grace', email, password, confirmPassword: password });
    expect(credential.user).toMatchObject({ email, displayName: 'Grace', emailVerified: false });
  });
});

describe('signInWithEmail', () => {
  it('names the anonymous account it replaced, for deletion', async () => {
    const auth = getFirebaseAuth();
    const email = uniqueEmail('replace');
    await signUpWithEmail(auth, { name: 'Alan', email, password, confirmPassword: password });
    await signOut(auth);
    const anonymous = (await signInAnonymously(auth)).user;

    const outcome = await signInWithEmail(auth, { email: ` ${email} `, password });

    expect(outcome.replacedAnonymous?.uid).toBe(anonymous.uid);
    expect(outcome.credential.user.uid).not.toBe(anonymous.uid);
    // After the sign-in replaced it, the anonymous user still gives its own ID token: the proof
    // deleteAnonymousUser asks for.
    const proof = JSON.parse(atob((await outcome.replacedAnonymous!.getIdToken(true)).split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      user_id: string;
      firebase: { sign_in_provider: string };
    };
    expect(proof).toMatchObject({ user_id: anonymous.uid, firebase: { sign_in_provider: 'anonymous' } });
  });

  it('replaces nothing when nobody was signed in', async () => {
    const auth = getFirebaseAuth();
    const email = uniqueEmail('plain');
    await signUpWithEmail(auth, { name: 'Barbara', email, password, confirmPassword: password });
    await signOut(auth);
    expect((await signInWithEmail(auth, { email, password })).replacedAnonymous).toBeNull();
  });
});
