// Embed links through the real server: the owner's lifecycle (create, list, revoke), what bad
// input gets, other users, and every way an embed token is refused before anything runs.
import { signInAnonymously, signUpUser, type TestUser } from '../../test/emulatorUsers';
import { CREATE_EMBED, EMBEDDED_WIDGET, REVOKE_EMBED, USER_EMBEDS, asEmbed, createEmbed, listEmbeds } from '../../test/embedCalls';
import { createPortfolio, dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases } from '../../test/testServer';
import { DEFAULT_QUOTAS } from '../../ledger/quotas';

const MAX_LIVE_EMBEDS = DEFAULT_QUOTAS.embeds;

const KPI = { widgetName: 'widgetKpiTotalValue', title: 'Total value', config: { portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false } };
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const TYPENAME = '{ __typename }';

describe.each(testDatabases)('embeds on %s', (kind) => {
  const server = useTestServer(kind);
  let owner: TestUser;
  beforeAll(async () => {
    owner = await signUpUser();
  });

  const badInput = async (user: TestUser, input: Record<string, unknown>) => errorOf(server, user.idToken, CREATE_EMBED, { input });

  it('creates an embed whose token is shown once, lists it newest first, and revokes it once', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const first = await createEmbed(server, user.idToken, { ...KPI, title: '  Total value  ', config: { ...KPI.config, portfolio_Ids: [portfolio] } });
    expect(first.token).toMatch(/^pte_[A-Za-z0-9_-]{43}$/);
    expect(first.embed).toEqual({
      _id: expect.any(String),
      widgetName: 'widgetKpiTotalValue',
      title: 'Total value',
      config: { ...KPI.config, portfolio_Ids: [portfolio] },
      createdAt: expect.any(String),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    const second = await createEmbed(server, user.idToken, { ...KPI, widgetName: 'widgetStockTable', title: 'Holdings', config: {}, expiresInDays: 30 });
    expect(second.token).not.toBe(first.token);
    const inThirtyDays = Date.now() + 30 * 24 * 3600 * 1000;
    expect(Math.abs(Date.parse(second.embed.expiresAt!) - inThirtyDays)).toBeLessThan(60_000);
    // The list never carries a token again (the type has no such field).
    const listed = await listEmbeds(server, user.idToken);
    expect(listed.map((e) => e._id)).toEqual([second.embed._id, first.embed._id]);
    expect(JSON.stringify(listed)).not.toContain(first.token);

    const revoked = (await dataOf<{ revokeEmbed: { revokedAt: string } }>(server, user.idToken, REVOKE_EMBED, { id: first.embed._id })).revokeEmbed;
    expect(revoked).toMatchObject({ _id: first.embed._id, revokedAt: expect.any(String) });
    // Again: nothing changes, the first revocation's time is kept.
    expect((await dataOf<{ revokeEmbed: unknown }>(server, user.idToken, REVOKE_EMBED, { id: first.embed._id })).revokeEmbed).toEqual(revoked);
    // Revoked embeds stay listed, so the owner sees what they revoked.
    expect((await listEmbeds(server, user.idToken)).map((e) => [e._id, e.revokedAt])).toEqual([
      [second.embed._id, null],
      [first.embed._id, revoked.revokedAt],
    ]);
  });

  it.each([
    ['a widget that is not in the catalogue', { widgetName: 'widgetNope' }, 'This widget cannot be embedded.'],
    ['a name inherited by every object', { widgetName: 'constructor' }, 'This widget cannot be embedded.'],
    ['a widget of the owner’s notifications', { widgetName: 'widgetNotification' }, 'This widget cannot be embedded.'],
    ['an empty title', { title: '   ' }, 'title must be 1 to 120 characters.'],
    ['a title too long', { title: 'x'.repeat(121) }, 'title must be 1 to 120 characters.'],
    ['a config that is a list', { config: [] }, 'config must be a JSON object.'],
    ['a config over 10 KB', { config: { note: 'x'.repeat(10 * 1024) } }, 'config may be at most 10 KB.'],
    ['portfolio ids that are not a list', { config: { portfolio_Ids: 'abc' } }, 'config.portfolio_Ids must be a list of portfolio ids.'],
    ['an unknown holding type', { config: { holdingType: 'crypto' } }, 'config.holdingType must be one of allHoldings, allStocks, dividendStocks, nonDividendStocks, ETF, funds.'],
    ['a past-holdings flag that is not a boolean', { config: { displayPastHoldings: 'yes' } }, 'config.displayPastHoldings must be true or false.'],
    ['a sector that is not a name', { config: { sector: 7 } }, "config.sector must be a sector's name of at most 100 characters, or empty for every sector."],
    ['an expiry of 0 days', { expiresInDays: 0 }, 'expiresInDays must be a whole number of days from 1 to 3650, or null for never.'],
    ['an expiry over ten years', { expiresInDays: 3651 }, 'expiresInDays must be a whole number of days from 1 to 3650, or null for never.'],
  ])('refuses %s with BAD_USER_INPUT and creates nothing', async (_case, change, message) => {
    const user = await signUpUser();
    expect(await badInput(user, { ...KPI, ...change })).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await listEmbeds(server, user.idToken)).toEqual([]);
  });

  it('refuses another user\'s portfolio (or an unknown one) in the config like a missing one', async () => {
    const user = await signUpUser();
    const other = await signUpUser();
    const mine = await createPortfolio(server, user.idToken, 'Mine');
    const theirs = await createPortfolio(server, other.idToken, 'Theirs');
    for (const ids of [[mine, theirs], [MISSING_ID], ['not-a-uuid']]) {
      expect(await badInput(user, { ...KPI, config: { portfolio_Ids: ids } })).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await listEmbeds(server, user.idToken)).toEqual([]);
  });

  it('keeps every user to their own embeds: another user can neither list nor revoke mine', async () => {
    const mine = await createEmbed(server, owner.idToken, KPI);
    const other = await signUpUser();
    expect(await listEmbeds(server, other.idToken)).toEqual([]);
    for (const id of [mine.embed._id, MISSING_ID, 'not-a-uuid']) {
      expect(await errorOf(server, other.idToken, REVOKE_EMBED, { id })).toMatchObject({ message: 'Embed does not exist!', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await listEmbeds(server, owner.idToken)).find((e) => e._id === mine.embed._id)?.revokedAt).toBeNull();
    expect((await asEmbed(server, mine.token, TYPENAME)).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('needs a signed-in, non-anonymous owner', async () => {
    const anonymous = await signInAnonymously();
    expect(await badInput(anonymous, KPI)).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    const { body } = await server.graphql(USER_EMBEDS);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it(`allows at most ${MAX_LIVE_EMBEDS} live embeds; revoking one makes room`, async () => {
    const user = await signUpUser();
    const made = [];
    for (let i = 0; i < MAX_LIVE_EMBEDS; i += 1) made.push(await createEmbed(server, user.idToken, KPI));
    expect(await badInput(user, KPI)).toMatchObject({ message: `You can have at most ${MAX_LIVE_EMBEDS} live embeds. Revoke one first.`, extensions: { code: 'QUOTA_EXCEEDED' } });
    await dataOf(server, user.idToken, REVOKE_EMBED, { id: made[0]!.embed._id });
    await createEmbed(server, user.idToken, KPI);
    expect(await listEmbeds(server, user.idToken)).toHaveLength(MAX_LIVE_EMBEDS + 1);
  });

  describe('an embed token', () => {
    const refusal = async (token: string) => {
      const { status, body } = await server.graphql(TYPENAME, { headers: { authorization: token } });
      expect(body.data ?? null).toBeNull();
      return { status, error: body.errors?.[0] };
    };

    it.each([
      ['forged in the right shape', `Embed pte_${'A'.repeat(43)}`],
      ['of another shape', 'Embed abc'],
      ['missing', 'Embed'],
      ['missing after the scheme', 'Embed   '],
    ])('%s is refused with 401', async (_case, header) => {
      expect(await refusal(header)).toEqual({ status: 401, error: { message: 'This embed link is not valid.', extensions: { code: 'UNAUTHENTICATED' } } });
    });

    it('stops working once revoked', async () => {
      const { token, embed } = await createEmbed(server, owner.idToken, KPI);
      expect((await asEmbed(server, token, TYPENAME)).status).toBe(200);
      await dataOf(server, owner.idToken, REVOKE_EMBED, { id: embed._id });
      expect(await refusal(`Embed ${token}`)).toEqual({ status: 401, error: { message: 'This embed was revoked by its owner.', extensions: { code: 'UNAUTHENTICATED' } } });
    });

    it('stops working when it expires', async () => {
      const { token } = await createEmbed(server, owner.idToken, { ...KPI, expiresInDays: 1 });
      expect((await asEmbed(server, token, TYPENAME)).status).toBe(200);
      // The server runs in this process: move its clock a day and a minute on.
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 24 * 3600 * 1000 + 60_000);
      try {
        expect(await refusal(`Embed ${token}`)).toEqual({ status: 401, error: { message: 'This embed has expired.', extensions: { code: 'UNAUTHENTICATED' } } });
      } finally {
        clock.mockRestore();
      }
    });

    it('records its last use at most once a minute', async () => {
      const { token, embed } = await createEmbed(server, owner.idToken, KPI);
      const lastUsed = async () => (await listEmbeds(server, owner.idToken)).find((e) => e._id === embed._id)!.lastUsedAt;
      await asEmbed(server, token, TYPENAME);
      const first = await lastUsed();
      expect(first).not.toBeNull();
      await asEmbed(server, token, TYPENAME);
      expect(await lastUsed()).toBe(first);
    });

    it('reads its widget, title, config and the owner\'s display settings; not another widget', async () => {
      const user = await signUpUser();
      await dataOf(server, user.idToken, 'mutation { editUserSetting(userSettingInput: { theme: blue, userLocale: "de-DE" }) { theme } }');
      const { token } = await createEmbed(server, user.idToken, KPI);
      const { body } = await asEmbed(server, token, EMBEDDED_WIDGET, { name: KPI.widgetName });
      expect(body).toEqual({ data: { embeddedWidget: { widgetName: KPI.widgetName, title: KPI.title, config: KPI.config, theme: 'blue', currency: 'USD', userLocale: 'de-DE' } } });
      const other = await asEmbed(server, token, EMBEDDED_WIDGET, { name: 'widgetKpiTwr' });
      expect(other.body.data ?? null).toBeNull();
      expect(other.body.errors).toEqual([expect.objectContaining({ message: 'This embed is for another widget.', extensions: { code: 'FORBIDDEN' } })]);
    });

    it('is the only way to read an embedded widget: a signed-in user is refused', async () => {
      expect(await errorOf(server, owner.idToken, EMBEDDED_WIDGET, { name: KPI.widgetName })).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    });
  });
});
