import { useTestServer, testDatabases } from '../../test/testServer';
import { updateEmulatorAccount } from '../../test/emulatorAccounts';
import { expiredToken, forgedSignedToken, otherProjectToken, signInAnonymously, signInWithPassword, signUpUser, type TestUser } from '../../test/emulatorUsers';

const AUDIT = /* GraphQL */ `
  mutation Audit($auditInput: AuditInput) {
    auditUser(auditInput: $auditInput) {
      _id uid name email currency currencySymbol userLocale photoURL theme tourGuides
      signUpCurrency provider providerToSignedIn emailVerified fullFeatureEnabled stripeId createdAt
    }
  }
`;

interface AuditData {
  auditUser: Record<string, unknown> & { _id: string; uid: string; createdAt: string };
}

describe.each(testDatabases)('auditUser on %s', (kind) => {
  const server = useTestServer(kind);

  it('creates the signed-in user on first call and returns the spec profile', async () => {
    const user = await signUpUser({ displayName: 'Ada Lovelace' });
    const { status, body } = await server.graphql<AuditData>(AUDIT, {
      token: user.idToken,
      variables: { auditInput: { userLocale: 'en-GB', signUpCurrency: 'GBP' } },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.auditUser).toMatchObject({
      uid: user.uid,
      name: 'Ada Lovelace',
      email: user.email,
      currency: 'GBP',
      currencySymbol: '£',
      signUpCurrency: 'GBP',
      userLocale: 'en-GB',
      theme: 'dark',
      tourGuides: {},
      provider: 'password',
      providerToSignedIn: 'password',
      emailVerified: false,
      // In the trial, with a Stripe customer made on the first sign-in (billing: modules/billing).
      fullFeatureEnabled: true,
      stripeId: expect.stringMatching(/^cus_/),
      photoURL: null,
    });
    expect(body.data?.auditUser._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.data!.auditUser.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('loads the same row on later calls and keeps the first sign-up currency', async () => {
    const user = await signUpUser();
    const first = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { signUpCurrency: 'EUR' } } });
    const second = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { signUpCurrency: 'CAD' } } });
    expect(second.body.data?.auditUser._id).toBe(first.body.data?.auditUser._id);
    expect(second.body.data?.auditUser).toMatchObject({ currency: 'EUR', signUpCurrency: 'EUR', currencySymbol: '€' });
  });

  it('fills a name missing at the first audit from a later one, and never overwrites it', async () => {
    const user = await signUpUser();
    const first = await server.graphql<AuditData>(AUDIT, { token: user.idToken });
    expect(first.body.data?.auditUser.name).toBeNull();
    const named = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { name: 'Ada' } } });
    expect(named.body.data?.auditUser.name).toBe('Ada');
    const again = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { name: 'Someone else' } } });
    expect(again.body.data?.auditUser.name).toBe('Ada');
  });

  describe('checks what the first sign-in stores, like editUserSetting: a bad value is dropped, never stored', () => {
    it.each([
      ['en-gb', 'en-GB'],
      ['  fr-CA ', 'fr-CA'],
      ['not a locale!', null],
      ['en-US-x-' + 'a'.repeat(40), null],
      ['<script>', null],
    ])('userLocale %j is stored as %j', async (userLocale, stored) => {
      const user = await signUpUser();
      const { body } = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { userLocale } } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.auditUser.userLocale).toBe(stored);
    });

    it.each([
      ['https://example.com/me.png', 'https://example.com/me.png'],
      ['https://EXAMPLE.com/a b.png', 'https://example.com/a%20b.png'],
      ['http://example.com/me.png', null],
      ['javascript:alert(1)', null],
      ['data:image/png;base64,AAAA', null],
      ['https://user:secret@example.com/me.png', null],
      [`https://example.com/${'a'.repeat(2100)}`, null],
      ['not a url', null],
    ])('photoURL %j is stored as %j', async (photoURL, stored) => {
      const user = await signUpUser();
      const { body } = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { photoURL } } });
      expect(body.errors).toBeUndefined();
      expect(body.data?.auditUser.photoURL).toBe(stored);
    });

    it('checks the token\'s own profile too: its owner can set any photo URL and name', async () => {
      const bad = await signUpUserWithProfile({ displayName: `  ${'é'.repeat(99)}😀 and more`, photoUrl: 'http://tracker.example/pixel.gif' });
      const { body } = await server.graphql<AuditData>(AUDIT, { token: bad.idToken });
      expect(body.data?.auditUser.photoURL).toBeNull();
      // Cut to 100 characters without splitting the emoji's surrogate pair.
      expect(body.data?.auditUser.name).toBe('é'.repeat(99));
      const good = await signUpUserWithProfile({ displayName: 'Ada', photoUrl: 'https://lh3.example.com/photo.jpg' });
      const again = await server.graphql<AuditData>(AUDIT, { token: good.idToken });
      expect(again.body.data?.auditUser).toMatchObject({ name: 'Ada', photoURL: 'https://lh3.example.com/photo.jpg' });
    });

    it('a later audit fills a missing photo only with a valid one', async () => {
      const user = await signUpUser();
      await server.graphql<AuditData>(AUDIT, { token: user.idToken });
      const refused = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { photoURL: 'ftp://example.com/me.png' } } });
      expect(refused.body.data?.auditUser.photoURL).toBeNull();
      const filled = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { photoURL: 'https://example.com/me.png' } } });
      expect(filled.body.data?.auditUser.photoURL).toBe('https://example.com/me.png');
    });
  });

  it('gives each user their own row', async () => {
    const [a, b] = await Promise.all([signUpUser(), signUpUser()]);
    const [ra, rb] = await Promise.all([
      server.graphql<AuditData>(AUDIT, { token: a.idToken }),
      server.graphql<AuditData>(AUDIT, { token: b.idToken }),
    ]);
    expect(ra.body.data?.auditUser.uid).toBe(a.uid);
    expect(rb.body.data?.auditUser.uid).toBe(b.uid);
    expect(ra.body.data?.auditUser._id).not.toBe(rb.body.data?.auditUser._id);
  });

  it('returns an authentication error and no data without a token', async () => {
    const { status, body } = await server.graphql(AUDIT, { token: null });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(status).toBe(200);
  });

  it('treats an anonymous session as signed out', async () => {
    const visitor = await signInAnonymously();
    const { body } = await server.graphql(AUDIT, { token: visitor.idToken });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a malformed token', () => 'not-a-jwt'],
    ['a token signed with a foreign key', (uid: string) => forgedSignedToken(uid)],
    ['a token for another project', (uid: string) => otherProjectToken(uid)],
    ['an expired token', (uid: string) => expiredToken(uid)],
  ])('refuses %s with 401 and no data', async (_name, makeToken) => {
    const victim = await signUpUser();
    await server.graphql(AUDIT, { token: victim.idToken });
    const { status, body } = await server.graphql(AUDIT, { token: makeToken(victim.uid) });
    expect(status).toBe(401);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain(victim.uid);
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    const { status, body } = await server.graphql(AUDIT, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** A new e-mail user whose Firebase profile (and so whose ID token) carries this name and photo. */
async function signUpUserWithProfile(profile: { displayName: string; photoUrl: string }): Promise<TestUser> {
  const user = await signUpUser();
  await updateEmulatorAccount(user.idToken, profile);
  // A fresh sign-in gives a token that carries the new profile.
  return { ...user, idToken: await signInWithPassword(user.email!) };
}
