import { useTestServer, testDatabases } from '../../test/testServer';
import { signInAnonymously, signUpUser, emulatorAccountExists, signInWithPassword } from '../../test/emulatorUsers';
import { collect, connectSocket, until } from '../../test/wsClient';

const PROFILE = '_id uid name currency currencySymbol userLocale theme tourGuides';
const EDIT = `mutation Edit($input: UserSettingInput!) { editUserSetting(userSettingInput: $input) { ${PROFILE} } }`;
const AUDIT = `mutation { auditUser { ${PROFILE} } }`;

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
    const currency = await server.graphql('mutation { updateUserCurrency(newUserCurrency: JPY) { currency } }', { token: user.idToken });
    expect(currency.body.errors?.[0]?.message).toContain('JPY');
  });

  it('updateUserCurrency changes the display currency', async () => {
    const user = await signUpUser();
    const { body } = await server.graphql<{ updateUserCurrency: { currency: string; currencySymbol: string } }>(
      'mutation { updateUserCurrency(newUserCurrency: EUR) { currency currencySymbol } }',
      { token: user.idToken },
    );
    expect(body.data?.updateUserCurrency).toEqual({ currency: 'EUR', currencySymbol: '€' });
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

  it('deleteAnonymousUser deletes an anonymous account, never a real one', async () => {
    const caller = await signUpUser();
    const visitor = await signInAnonymously();
    const other = await signUpUser();
    const refused = await server.graphql(`mutation { deleteAnonymousUser(uid: "${other.uid}") }`, { token: caller.idToken });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await emulatorAccountExists(other.uid)).toBe(true);
    const self = await server.graphql(`mutation { deleteAnonymousUser(uid: "${caller.uid}") }`, { token: caller.idToken });
    expect(self.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await server.graphql(`mutation { deleteAnonymousUser(uid: "${visitor.uid}") }`, { token: visitor.idToken });
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const deleted = await server.graphql<{ deleteAnonymousUser: boolean }>(`mutation { deleteAnonymousUser(uid: "${visitor.uid}") }`, { token: caller.idToken });
    expect(deleted.body.data?.deleteAnonymousUser).toBe(true);
    expect(await emulatorAccountExists(visitor.uid)).toBe(false);
    const gone = await server.graphql<{ deleteAnonymousUser: boolean }>(`mutation { deleteAnonymousUser(uid: "${visitor.uid}") }`, { token: caller.idToken });
    expect(gone.body.data?.deleteAnonymousUser).toBe(false);
  });

  it('every settings call refuses a signed-out caller', async () => {
    for (const operation of [EDIT, 'mutation { updateUserCurrency(newUserCurrency: EUR) { currency } }', 'mutation { deleteUserAccount(confirm: true) }', '{ signoutFromAllDevices { revokedAt } }']) {
      const { body } = await server.graphql(operation, { variables: { input: { theme: 'dark' } } });
      expect((body.errors as Errors)?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
