import { useTestServer, testDatabases } from '../../test/testServer';
import {
  emulatorAccountExists,
  expiredToken,
  forgedSignedToken,
  otherProjectToken,
  signInAnonymously,
  signInWithPassword,
  signUpUser,
  type TestUser,
} from '../../test/emulatorUsers';
import { collect, connectSocket, until } from '../../test/wsClient';
import { updateEmulatorAccount } from '../../test/emulatorAccounts';

const PROFILE = '_id uid name currency currencySymbol userLocale theme tourGuides';
const EDIT = `mutation Edit($input: UserSettingInput!) { editUserSetting(userSettingInput: $input) { ${PROFILE} } }`;
const AUDIT = `mutation { auditUser { ${PROFILE} } }`;
const UPDATE = 'mutation ($currency: DisplayCurrency!) { updateUserCurrency(newUserCurrency: $currency) { currency currencySymbol } }';

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;

describe.each(testDatabases)('user settings and account on %s', (kind) => {
  const server = useTestServer(kind);

  it('edits name, locale, theme, currency and tour progress, and a later load sees them', async () => {
    const user = await signUpUser();
    await server.graphql(AUDIT, { token: user.idToken });
    const edited = await server.graphql<{ editUserSetting: Record<string, unknown> }>(EDIT, {
      token: user.idToken,
      variables: { input: { name: '  Grace Hopper ', userLocale: 'en-gb', theme: 'indigo', currency: 'CAD', tourGuides: { DASHBOARD_TOUR_1: true } } },
    });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.editUserSetting).toMatchObject({ name: 'Grace Hopper', userLocale: 'en-GB', theme: 'indigo', currency: 'CAD' });
    await server.graphql(EDIT, { token: user.idToken, variables: { input: { tourGuides: { DASHBOARD_TOUR_2: true } } } });
    const reloaded = await server.graphql<{ auditUser: Record<string, unknown> }>(AUDIT, { token: user.idToken });
    expect(reloaded.body.data?.auditUser).toMatchObject({
      name: 'Grace Hopper',
      theme: 'indigo',
      currency: 'CAD',
      currencySymbol: 'CA$',
      tourGuides: { DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true },
    });
  });

  it.each([
    [{ name: '   ' }, 'The name must be 1 to 100 characters.'],
    [{ name: 'x'.repeat(101) }, 'The name must be 1 to 100 characters.'],
    [{ userLocale: 'not a locale!' }, '"not a locale!" is not a locale; use a BCP 47 tag such as en-GB.'],
    [{ tourGuides: ['DASHBOARD_TOUR_1'] }, 'tourGuides must be an object of tour progress, at most 4 KB.'],
  ])('refuses %j and changes nothing', async (input, message) => {
    const user = await signUpUser();
    const before = await server.graphql<{ auditUser: Record<string, unknown> }>(AUDIT, { token: user.idToken });
    const { body } = await server.graphql(EDIT, { token: user.idToken, variables: { input } });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const after = await server.graphql<{ auditUser: Record<string, unknown> }>(AUDIT, { token: user.idToken });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('refuses an invalid theme or currency at the contract', async () => {
    const user = await signUpUser();
    const { body } = await server.graphql(EDIT, { token: user.idToken, variables: { input: { theme: 'purple' } } });
    expect(body.errors?.[0]?.message).toContain('purple');
    const literal = await server.graphql('mutation { updateUserCurrency(newUserCurrency: "XYZ") { currency } }', { token: user.idToken });
    expect(literal.body.errors?.[0]?.message).toContain('"XYZ" is not a display currency');
  });

  it.each([
    // BGN ended with Bulgaria's euro; lower case is not a code; GBp (pence) is no display currency.
    ['updateUserCurrency', UPDATE, { currency: 'BGN' }, 'newUserCurrency', 'BGN'],
    ['editUserSetting', EDIT, { input: { currency: 'chf' } }, 'userSettingInput.currency', 'chf'],
    ['auditUser', 'mutation ($input: AuditInput) { auditUser(auditInput: $input) { currency } }', { input: { signUpCurrency: 'GBp' } }, 'auditInput.signUpCurrency', 'GBp'],
  ])('%s refuses a currency not on the display list, naming the argument, and changes nothing', async (_name, mutation, variables, field, code) => {
    const user = await signUpUser();
    const before = await server.graphql<{ auditUser: Record<string, unknown> }>(AUDIT, { token: user.idToken });
    const { body } = await server.graphql(mutation, { token: user.idToken, variables });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}: "${code}" is not a display currency; use one of EUR, USD, GBP, CAD, AUD, `)),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
      }),
    ]);
    const after = await server.graphql<{ auditUser: Record<string, unknown> }>(AUDIT, { token: user.idToken });
    expect(after.body.data).toEqual(before.body.data);
  });

  it.each([
    ['EUR', '€'],
    ['CHF', 'CHF'],
    ['SEK', 'kr'],
    ['AUD', 'A$'],
    ['JPY', '¥'],
  ])('updateUserCurrency changes the display currency to %s (symbol %s)', async (currency, currencySymbol) => {
    const user = await signUpUser();
    const { body } = await server.graphql<{ updateUserCurrency: { currency: string; currencySymbol: string } }>(UPDATE, {
      token: user.idToken,
      variables: { currency },
    });
    expect(body.data?.updateUserCurrency).toEqual({ currency, currencySymbol });
  });

  it('still takes a bare currency literal, as documents written for the old enum send it', async () => {
    const user = await signUpUser();
    const { body } = await server.graphql<{ updateUserCurrency: { currency: string } }>('mutation { updateUserCurrency(newUserCurrency: CHF) { currency } }', { token: user.idToken });
    expect(body.data?.updateUserCurrency).toEqual({ currency: 'CHF' });
  });

  it('pushes the settings document (theme) to open subscriptions: current first, then changes', async () => {
    const user = await signUpUser({ displayName: 'Doc' });
    await server.graphql(AUDIT, { token: user.idToken });
    const socket = connectSocket(server, `Bearer ${user.idToken}`);
    const events = collect(socket, 'subscription { userDocument { displayName email theme } }');
    await until(() => events.length === 1);
    await server.graphql(EDIT, { token: user.idToken, variables: { input: { theme: 'green' } } });
    await until(() => events.length === 2);
    expect(events.map((e) => (e.detail as { data: { userDocument: { theme: string } } }).data.userDocument.theme)).toEqual(['dark', 'green']);
    expect((events[0]!.detail as { data: { userDocument: unknown } }).data.userDocument).toEqual({ displayName: 'Doc', email: user.email, theme: 'dark' });
    await socket.dispose();
  });

  it('deleteUserAccount without confirm true changes nothing', async () => {
    const user = await signUpUser();
    const before = await server.graphql<{ auditUser: { _id: string } }>(AUDIT, { token: user.idToken });
    for (const mutation of ['mutation { deleteUserAccount }', 'mutation { deleteUserAccount(confirm: false) }']) {
      const { body } = await server.graphql<{ deleteUserAccount: boolean }>(mutation, { token: user.idToken });
      expect(body.data?.deleteUserAccount).toBe(false);
    }
    const after = await server.graphql<{ auditUser: { _id: string } }>(AUDIT, { token: user.idToken });
    expect(after.body.data?.auditUser._id).toBe(before.body.data?.auditUser._id);
    expect(await emulatorAccountExists(user.uid)).toBe(true);
  });

  it('deleteUserAccount(confirm: true) deletes the row and the Firebase user; the e-mail can sign up anew', async () => {
    const user = await signUpUser();
    const before = await server.graphql<{ auditUser: { _id: string } }>(AUDIT, { token: user.idToken });
    const { body } = await server.graphql<{ deleteUserAccount: boolean }>('mutation { deleteUserAccount(confirm: true) }', { token: user.idToken });
    expect(body.data?.deleteUserAccount).toBe(true);
    expect(await emulatorAccountExists(user.uid)).toBe(false);
    await expect(signInWithPassword(user.email!)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    const again = await signUpUser({ email: user.email! });
    const fresh = await server.graphql<{ auditUser: { _id: string; uid: string } }>(AUDIT, { token: again.idToken });
    expect(fresh.body.data?.auditUser.uid).not.toBe(user.uid);
    expect(fresh.body.data?.auditUser._id).not.toBe(before.body.data?.auditUser._id);
  });

  describe('deleteAnonymousUser', () => {
    const DELETE_ANONYMOUS = 'mutation ($uid: String!, $idToken: String!) { deleteAnonymousUser(uid: $uid, idToken: $idToken) }';
    const FORBIDDEN = { message: 'Only the anonymous account you were signed in with can be deleted this way, with its own ID token.', extensions: { code: 'FORBIDDEN' } };
    const deleteAnonymous = (token: string, uid: string, idToken: string) => server.graphql<{ deleteAnonymousUser: boolean }>(DELETE_ANONYMOUS, { token, variables: { uid, idToken } });

    it('deletes the anonymous account the caller proves they were, with its own ID token', async () => {
      const caller = await signUpUser();
      const visitor = await signInAnonymously();
      const deleted = await deleteAnonymous(caller.idToken, visitor.uid, visitor.idToken);
      expect(deleted.body).toEqual({ data: { deleteAnonymousUser: true } });
      expect(await emulatorAccountExists(visitor.uid)).toBe(false);
      const again = await deleteAnonymous(caller.idToken, visitor.uid, visitor.idToken);
      expect(again.body).toEqual({ data: { deleteAnonymousUser: false } });
    });

    it.each([
      ['the caller\'s own token as proof', (caller: TestUser) => caller.idToken],
      ['another anonymous visitor\'s token', () => signInAnonymously().then((other) => other.idToken)],
      ['a token signed with a foreign key', (_caller: TestUser, visitor: TestUser) => forgedSignedToken(visitor.uid)],
      ['a token for another project', (_caller: TestUser, visitor: TestUser) => otherProjectToken(visitor.uid)],
      ['an expired token', (_caller: TestUser, visitor: TestUser) => expiredToken(visitor.uid)],
      ['an empty token', () => ''],
    ])('refuses %s: knowing the uid is not enough', async (_name, proofOf) => {
      const caller = await signUpUser();
      const visitor = await signInAnonymously();
      const { body } = await deleteAnonymous(caller.idToken, visitor.uid, await proofOf(caller, visitor));
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]).toMatchObject(FORBIDDEN);
      expect(await emulatorAccountExists(visitor.uid)).toBe(true);
    });

    it('refuses a call written to the spec, with the uid alone', async () => {
      const caller = await signUpUser();
      const visitor = await signInAnonymously();
      const { body } = await server.graphql('mutation ($uid: String!) { deleteAnonymousUser(uid: $uid) }', { token: caller.idToken, variables: { uid: visitor.uid } });
      expect(body.errors?.[0]).toMatchObject(FORBIDDEN);
      expect(await emulatorAccountExists(visitor.uid)).toBe(true);
    });

    it('never deletes a real account, not even with its own token, nor the caller', async () => {
      const caller = await signUpUser();
      const other = await signUpUser();
      expect((await deleteAnonymous(caller.idToken, other.uid, other.idToken)).body.errors?.[0]).toMatchObject(FORBIDDEN);
      expect(await emulatorAccountExists(other.uid)).toBe(true);
      expect((await deleteAnonymous(caller.idToken, caller.uid, caller.idToken)).body.errors?.[0]).toMatchObject(FORBIDDEN);
      expect(await emulatorAccountExists(caller.uid)).toBe(true);
    });

    it('never deletes an anonymous account upgraded since (same uid), even with its old anonymous token', async () => {
      const caller = await signUpUser();
      const visitor = await signInAnonymously();
      await updateEmulatorAccount(visitor.idToken, { email: `upgraded-${visitor.uid.slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
      const { body } = await deleteAnonymous(caller.idToken, visitor.uid, visitor.idToken);
      expect(body.errors?.[0]).toMatchObject(FORBIDDEN);
      expect(await emulatorAccountExists(visitor.uid)).toBe(true);
    });

    it('refuses an anonymous caller: anonymous sessions count as signed out', async () => {
      const visitor = await signInAnonymously();
      const { body } = await deleteAnonymous(visitor.idToken, visitor.uid, visitor.idToken);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await emulatorAccountExists(visitor.uid)).toBe(true);
    });
  });

  it('every settings call refuses a signed-out caller', async () => {
    for (const operation of [EDIT, 'mutation { updateUserCurrency(newUserCurrency: EUR) { currency } }', 'mutation { deleteUserAccount(confirm: true) }', '{ signoutFromAllDevices { revokedAt } }']) {
      const { body } = await server.graphql(operation, { variables: { input: { theme: 'dark' } } });
      expect((body.errors as Errors)?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
