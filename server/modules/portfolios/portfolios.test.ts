import { randomUUID } from 'node:crypto';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import {
  CREATE_PORTFOLIO,
  CREATE_PORTFOLIOS,
  DELETE_PORTFOLIO,
  EDIT_PORTFOLIO,
  PORTFOLIOS,
  createPortfolio,
  dataOf,
  errorOf,
  listPortfolios,
} from '../../test/ledgerCalls';
import { useTestServer, testDatabases } from '../../test/testServer';

describe.each(testDatabases)('portfolios on %s', (kind) => {
  const server = useTestServer(kind);

  it('creates portfolios for a user who never audited and lists them by name, case-insensitively, without stocks yet', async () => {
    const user = await signUpUser();
    const created = await dataOf<{ createPortfolio: unknown }>(server, user.idToken, CREATE_PORTFOLIO, { input: { name: ' growth ', description: ' long term ' } });
    expect(created.createPortfolio).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'growth', description: 'long term' });
    await createPortfolio(server, user.idToken, 'Income');
    await createPortfolio(server, user.idToken, 'ARK');
    const portfolios = await listPortfolios(server, user.idToken);
    expect(portfolios.map((p) => p.name)).toEqual(['ARK', 'growth', 'Income']);
    expect(portfolios.every((p) => p.stocks.length === 0)).toBe(true);

    const one = await dataOf<{ PortfolioStockTransactions: { name: string }[] }>(server, user.idToken, PORTFOLIOS, { id: portfolios[2]!._id });
    expect(one.PortfolioStockTransactions.map((p) => p.name)).toEqual(['Income']);
  });

  it('createPortfolios returns them all; one bad item writes none', async () => {
    const user = await signUpUser();
    const bulk = await dataOf<{ createPortfolios: { name: string }[] }>(server, user.idToken, CREATE_PORTFOLIOS, { input: [{ name: 'B' }, { name: 'A', description: 'x' }] });
    expect(bulk.createPortfolios.map((p) => p.name)).toEqual(['B', 'A']);
    const error = await errorOf(server, user.idToken, CREATE_PORTFOLIOS, { input: [{ name: 'C' }, { name: 'D', description: 'd'.repeat(501) }] });
    expect(error).toMatchObject({ message: 'portfolioInput[1].description must be at most 500 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await listPortfolios(server, user.idToken)).map((p) => p.name)).toEqual(['A', 'B']);
  });

  it.each([
    [CREATE_PORTFOLIO, { name: '' }, 'portfolioInput.name must be 1 to 100 characters.'],
    [CREATE_PORTFOLIO, { name: 'n'.repeat(101) }, 'portfolioInput.name must be 1 to 100 characters.'],
    [EDIT_PORTFOLIO, { name: '   ' }, 'portfolioInput.name must be 1 to 100 characters.'],
    [EDIT_PORTFOLIO, { name: 'ok', description: 'd'.repeat(501) }, 'portfolioInput.description must be at most 500 characters.'],
  ])('refuses bad input naming the field, and writes nothing (%#)', async (operation, input, message) => {
    const user = await signUpUser();
    const id = await createPortfolio(server, user.idToken, 'Kept', 'as is');
    const before = await listPortfolios(server, user.idToken);
    expect(await errorOf(server, user.idToken, operation, { id, input })).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await listPortfolios(server, user.idToken)).toEqual(before);
  });

  it('edits a portfolio', async () => {
    const user = await signUpUser();
    const id = await createPortfolio(server, user.idToken, 'Old', 'old description');
    const edited = await dataOf<{ editPortfolio: unknown }>(server, user.idToken, EDIT_PORTFOLIO, { id, input: { name: 'New', description: '  ' } });
    expect(edited.editPortfolio).toEqual({ _id: id, name: 'New', description: null });
    expect(await listPortfolios(server, user.idToken)).toEqual([{ _id: id, name: 'New', description: null, stocks: [] }]);
  });

  it('deletePortfolio needs confirm: true, then deletes; a missing id is "Portfolio does not exist!"', async () => {
    const user = await signUpUser();
    const id = await createPortfolio(server, user.idToken, 'Doomed');
    for (const confirm of [undefined, false]) {
      const error = await errorOf(server, user.idToken, DELETE_PORTFOLIO, { id, confirm });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('confirm: true');
      expect(await listPortfolios(server, user.idToken)).toHaveLength(1);
    }
    expect(await dataOf(server, user.idToken, DELETE_PORTFOLIO, { id, confirm: true })).toEqual({ deletePortfolio: id });
    expect(await listPortfolios(server, user.idToken)).toEqual([]);
    for (const missing of [id, 'not-a-uuid']) {
      expect(await errorOf(server, user.idToken, PORTFOLIOS, { id: missing })).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('every portfolio call refuses a signed-out caller', async () => {
    for (const operation of [PORTFOLIOS, CREATE_PORTFOLIO, CREATE_PORTFOLIOS, EDIT_PORTFOLIO, DELETE_PORTFOLIO]) {
      const { body } = await server.graphql(operation, { variables: { id: randomUUID(), input: operation === CREATE_PORTFOLIOS ? [] : { name: 'x' } } });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('another user\'s ids behave exactly like missing ones', () => {
    let owner: TestUser;
    let intruder: TestUser;
    let foreign: string;

    beforeAll(async () => {
      [owner, intruder] = await Promise.all([signUpUser(), signUpUser()]);
      foreign = await createPortfolio(server, owner.idToken, 'Owner portfolio', 'private');
      await createPortfolio(server, intruder.idToken, 'Intruder portfolio');
    });

    it.each([
      ['PortfolioStockTransactions', PORTFOLIOS, (id: string) => ({ id })],
      ['editPortfolio', EDIT_PORTFOLIO, (id: string) => ({ id, input: { name: 'Taken over' } })],
      ['deletePortfolio confirmed', DELETE_PORTFOLIO, (id: string) => ({ id, confirm: true })],
      ['deletePortfolio unconfirmed', DELETE_PORTFOLIO, (id: string) => ({ id })],
    ])('%s', async (_name, query, variables) => {
      const [ownerBefore, intruderBefore] = [await listPortfolios(server, owner.idToken), await listPortfolios(server, intruder.idToken)];
      const withForeign = await server.graphql(query, { token: intruder.idToken, variables: variables(foreign) });
      const withMissing = await server.graphql(query, { token: intruder.idToken, variables: variables(randomUUID()) });
      expect(withForeign.body.errors?.[0]).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
      expect(withForeign).toEqual(withMissing);
      expect(await listPortfolios(server, owner.idToken)).toEqual(ownerBefore);
      expect(await listPortfolios(server, intruder.idToken)).toEqual(intruderBefore);
    });
  });
});
