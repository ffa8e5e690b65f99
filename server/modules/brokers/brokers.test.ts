import { randomUUID } from 'node:crypto';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import {
  ADD_ACCOUNT,
  BROKERS,
  CREATE_BROKER,
  CREATE_BROKERS,
  DELETE_ACCOUNTS,
  DELETE_BROKER,
  EDIT_ACCOUNT,
  EDIT_BROKER,
  addAccount,
  createBroker,
  dataOf,
  errorOf,
  listBrokers,
} from '../../test/ledgerCalls';
import { useTestServer, testDatabases } from '../../test/testServer';

describe.each(testDatabases)('brokers and accounts on %s', (kind) => {
  const server = useTestServer(kind);

  it('creates brokers and accounts for a user who never audited, and lists them by name, case-insensitively', async () => {
    const user = await signUpUser();
    const created = await dataOf<{ createBroker: Record<string, unknown> }>(server, user.idToken, CREATE_BROKER, {
      input: { name: '  zeta Bank ', description: ' Main broker ' },
    });
    expect(created.createBroker).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'zeta Bank', description: 'Main broker', updatedAt: expect.any(String) });
    const zeta = created.createBroker._id as string;
    const alpha = await createBroker(server, user.idToken, 'Alpha');
    const beta = await createBroker(server, user.idToken, 'beta', '');
    await addAccount(server, user.idToken, zeta, 'savings');
    await addAccount(server, user.idToken, zeta, 'ISA');
    await addAccount(server, user.idToken, alpha, 'Only');

    const brokers = await listBrokers(server, user.idToken);
    expect(brokers.map((b) => b._id)).toEqual([alpha, beta, zeta]);
    expect(brokers[1]!.description).toBeNull();
    expect(brokers[2]!.accounts.map((a) => a.name)).toEqual(['ISA', 'savings']);
    expect(brokers[0]!.accounts.map((a) => a.name)).toEqual(['Only']);
    expect(brokers[1]!.accounts).toEqual([]);
    expect(Date.parse(brokers[2]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const one = await dataOf<{ UserBrokerAccount: { _id: string; accounts: unknown[] }[] }>(server, user.idToken, BROKERS, { id: zeta });
    expect(one.UserBrokerAccount.map((b) => b._id)).toEqual([zeta]);
    expect(one.UserBrokerAccount[0]!.accounts).toHaveLength(2);
  });

  it('createBrokers inserts them all and reports the raw result; one bad item writes none', async () => {
    const user = await signUpUser();
    const bulk = await dataOf<{ createBrokers: { insertedCount: number; insertedIds: string[] } }>(server, user.idToken, CREATE_BROKERS, {
      input: [{ name: 'One' }, { name: 'Two', description: 'second' }],
    });
    expect(bulk.createBrokers.insertedCount).toBe(2);
    expect((await listBrokers(server, user.idToken)).map((b) => b._id).sort()).toEqual([...bulk.createBrokers.insertedIds].sort());

    const error = await errorOf(server, user.idToken, CREATE_BROKERS, { input: [{ name: 'Three' }, { name: '   ' }] });
    expect(error).toMatchObject({ message: 'brokerInput[1].name must be 1 to 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await listBrokers(server, user.idToken)).toHaveLength(2);

    const empty = await dataOf<{ createBrokers: unknown }>(server, user.idToken, CREATE_BROKERS, { input: [] });
    expect(empty.createBrokers).toEqual({ insertedCount: 0, insertedIds: [] });
  });

  it.each([
    [CREATE_BROKER, () => ({ input: { name: ' ' } }), 'brokerInput.name must be 1 to 100 characters.'],
    [CREATE_BROKER, () => ({ input: { name: 'x'.repeat(101) } }), 'brokerInput.name must be 1 to 100 characters.'],
    [CREATE_BROKER, () => ({ input: { name: 'ok', description: 'd'.repeat(501) } }), 'brokerInput.description must be at most 500 characters.'],
    [EDIT_BROKER, (ids: Ids) => ({ id: ids.broker, input: { name: '' } }), 'brokerInput.name must be 1 to 100 characters.'],
    [ADD_ACCOUNT, (ids: Ids) => ({ input: { broker_Id: ids.broker, name: 'y'.repeat(101) } }), 'accountInput.name must be 1 to 100 characters.'],
    [EDIT_ACCOUNT, (ids: Ids) => ({ id: ids.account, input: { broker_Id: ids.broker, name: 'ok', description: 'd'.repeat(501) } }), 'accountInput.description must be at most 500 characters.'],
  ])('refuses bad input naming the field, and writes nothing (%#)', async (operation, variables, message) => {
    const user = await signUpUser();
    const broker = await createBroker(server, user.idToken, 'Kept', 'as is');
    const account = await addAccount(server, user.idToken, broker, 'Kept account');
    const before = await listBrokers(server, user.idToken);
    const error = await errorOf(server, user.idToken, operation, variables({ broker, account }));
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await listBrokers(server, user.idToken)).toEqual(before);
  });

  it('edits a broker and an account, and can move the account to another broker of the user', async () => {
    const user = await signUpUser();
    const first = await createBroker(server, user.idToken, 'First');
    const second = await createBroker(server, user.idToken, 'Second');
    const account = await addAccount(server, user.idToken, first, 'Cash');
    const [before] = await listBrokers(server, user.idToken);
    const edited = await dataOf<{ editBroker: { name: string; description: string; updatedAt: string; accounts: { _id: string }[] } }>(server, user.idToken, EDIT_BROKER, {
      id: first,
      input: { name: ' First renamed ', description: 'now described' },
    });
    expect(edited.editBroker).toMatchObject({ name: 'First renamed', description: 'now described', accounts: [{ _id: account }] });
    expect(Date.parse(edited.editBroker.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before!.updatedAt));

    const moved = await dataOf<{ editAccount: { name: string } }>(server, user.idToken, EDIT_ACCOUNT, {
      id: account,
      input: { broker_Id: second, name: 'Cash moved' },
    });
    expect(moved.editAccount.name).toBe('Cash moved');
    const brokers = await listBrokers(server, user.idToken);
    expect(brokers.map((b) => [b.name, b.accounts.map((a) => a.name)])).toEqual([
      ['First renamed', []],
      ['Second', ['Cash moved']],
    ]);
  });

  it('deleteBroker needs confirm: true; then it deletes the broker and its accounts', async () => {
    const user = await signUpUser();
    const broker = await createBroker(server, user.idToken, 'Doomed');
    await addAccount(server, user.idToken, broker, 'A1');
    const before = await listBrokers(server, user.idToken);
    for (const confirm of [undefined, false]) {
      const error = await errorOf(server, user.idToken, DELETE_BROKER, { id: broker, confirm });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('confirm: true');
      expect(await listBrokers(server, user.idToken)).toEqual(before);
    }
    const deleted = await dataOf<{ deleteBroker: string }>(server, user.idToken, DELETE_BROKER, { id: broker, confirm: true });
    expect(deleted.deleteBroker).toBe(broker);
    expect(await listBrokers(server, user.idToken)).toEqual([]);
    const again = await errorOf(server, user.idToken, BROKERS, { id: broker });
    expect(again).toMatchObject({ message: 'Broker does not exist!', extensions: { code: 'NOT_FOUND' } });
  });

  it('deleteAccount deletes only that broker\'s listed accounts, all or nothing, and only when confirmed', async () => {
    const user = await signUpUser();
    const broker = await createBroker(server, user.idToken, 'B');
    const other = await createBroker(server, user.idToken, 'C');
    const [a1, a2, a3] = [await addAccount(server, user.idToken, broker, 'a1'), await addAccount(server, user.idToken, broker, 'a2'), await addAccount(server, user.idToken, broker, 'a3')];
    const elsewhere = await addAccount(server, user.idToken, other, 'c1');
    const before = await listBrokers(server, user.idToken);

    const unconfirmed = await errorOf(server, user.idToken, DELETE_ACCOUNTS, { brokerId: broker, ids: [a1] });
    expect(unconfirmed.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unconfirmed.message).toContain('confirm: true');
    for (const ids of [[a1, randomUUID()], [a1, elsewhere], [a1, 'not-a-uuid']]) {
      const error = await errorOf(server, user.idToken, DELETE_ACCOUNTS, { brokerId: broker, ids, confirm: true });
      expect(error).toMatchObject({ message: 'Account does not exist!', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await listBrokers(server, user.idToken)).toEqual(before);

    const deleted = await dataOf<{ deleteAccount: string[] }>(server, user.idToken, DELETE_ACCOUNTS, { brokerId: broker, ids: [a1, a2, a1], confirm: true });
    expect([...deleted.deleteAccount].sort()).toEqual([a1, a2].sort());
    const after = await listBrokers(server, user.idToken);
    expect(after.map((b) => b.accounts.map((a) => a._id))).toEqual([[a3], [elsewhere]]);
  });

  it('a missing or malformed broker id is "Broker does not exist!"', async () => {
    const user = await signUpUser();
    for (const id of [randomUUID(), 'nope']) {
      expect(await errorOf(server, user.idToken, BROKERS, { id })).toMatchObject({ message: 'Broker does not exist!', extensions: { code: 'NOT_FOUND' } });
      expect(await errorOf(server, user.idToken, ADD_ACCOUNT, { input: { broker_Id: id, name: 'x' } })).toMatchObject({ message: 'Broker does not exist!' });
    }
  });

  it('every broker call refuses a signed-out caller', async () => {
    const inputFor = (operation: string) =>
      operation === CREATE_BROKERS ? [] : operation === ADD_ACCOUNT || operation === EDIT_ACCOUNT ? { name: 'x', broker_Id: randomUUID() } : { name: 'x' };
    for (const operation of [BROKERS, CREATE_BROKER, CREATE_BROKERS, EDIT_BROKER, DELETE_BROKER, ADD_ACCOUNT, EDIT_ACCOUNT, DELETE_ACCOUNTS]) {
      const { body } = await server.graphql(operation, {
        variables: { id: randomUUID(), brokerId: randomUUID(), ids: [], input: inputFor(operation) },
      });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('another user\'s ids behave exactly like missing ones', () => {
    let owner: TestUser;
    let intruder: TestUser;
    let foreign: Ids;
    let own: Ids;
    const missing: Ids = { broker: randomUUID(), account: randomUUID() };

    beforeAll(async () => {
      [owner, intruder] = await Promise.all([signUpUser(), signUpUser()]);
      const broker = await createBroker(server, owner.idToken, 'Owner broker');
      foreign = { broker, account: await addAccount(server, owner.idToken, broker, 'Owner account') };
      const mine = await createBroker(server, intruder.idToken, 'Intruder broker');
      own = { broker: mine, account: await addAccount(server, intruder.idToken, mine, 'Intruder account') };
    });

    const operations: [name: string, query: string, variables: (target: Ids, own: Ids) => Record<string, unknown>][] = [
      ['UserBrokerAccount', BROKERS, (t) => ({ id: t.broker })],
      ['editBroker', EDIT_BROKER, (t) => ({ id: t.broker, input: { name: 'Taken over' } })],
      ['deleteBroker confirmed', DELETE_BROKER, (t) => ({ id: t.broker, confirm: true })],
      ['deleteBroker unconfirmed', DELETE_BROKER, (t) => ({ id: t.broker })],
      ['addAccountToBroker', ADD_ACCOUNT, (t) => ({ input: { broker_Id: t.broker, name: 'Planted' } })],
      ['editAccount of the account', EDIT_ACCOUNT, (t, o) => ({ id: t.account, input: { broker_Id: o.broker, name: 'Taken over' } })],
      ['editAccount into the broker', EDIT_ACCOUNT, (t, o) => ({ id: o.account, input: { broker_Id: t.broker, name: 'Moved in' } })],
      ['deleteAccount of the broker', DELETE_ACCOUNTS, (t) => ({ brokerId: t.broker, ids: [t.account], confirm: true })],
      ['deleteAccount under an own broker', DELETE_ACCOUNTS, (t, o) => ({ brokerId: o.broker, ids: [t.account], confirm: true })],
      ['deleteAccount mixed with an own account', DELETE_ACCOUNTS, (t, o) => ({ brokerId: o.broker, ids: [o.account, t.account], confirm: true })],
      ['deleteAccount unconfirmed', DELETE_ACCOUNTS, (t) => ({ brokerId: t.broker, ids: [t.account] })],
    ];

    it.each(operations)('%s', async (_name, query, variables) => {
      const [ownerBefore, intruderBefore] = [await listBrokers(server, owner.idToken), await listBrokers(server, intruder.idToken)];
      const withForeign = await server.graphql(query, { token: intruder.idToken, variables: variables(foreign, own) });
      const withMissing = await server.graphql(query, { token: intruder.idToken, variables: variables(missing, own) });
      expect(withForeign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(withForeign).toEqual(withMissing);
      expect(await listBrokers(server, owner.idToken)).toEqual(ownerBefore);
      expect(await listBrokers(server, intruder.idToken)).toEqual(intruderBefore);
    });
  });
});

interface Ids {
  broker: string;
  account: string;
}
