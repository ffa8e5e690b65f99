// The bad-input sweep: every Query and Mutation field that takes arguments is called with one
// argument leaf at a time replaced by a hostile value (NUL, a lone surrogate, "" as an id, 100 KB
// of text, absurd or non-finite numbers, out-of-range integers), the other arguments valid, as a
// signed-in user with a broker, account, portfolio, transaction, dashboard, embed and a staged
// import. No answer may be an internal error: each is a clear, coded error with a message, or a
// plain success for values that are merely unusual. Text that cannot be stored (NUL, lone
// surrogates) is always refused as BAD_USER_INPUT naming the argument, and a refused operation
// leaves the user's data as it was. The walk is over the schema, so a new operation joins it.
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import { readTypeDefs } from '../graphql/schema';
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { createEmbed, listEmbeds } from '../test/embedCalls';
import { addAccount, createBroker, createPortfolio, createTransactions, dataOf, listBrokers, listPortfolios, listTransactions } from '../test/ledgerCalls';
import { MANUAL_PRICES, MANUAL_RATES, trade } from '../test/ledgerFixtures';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

const schema = buildSchema(readTypeDefs());

interface Ids {
  broker: string;
  account: string;
  portfolio: string;
  transaction: string;
  stock: string;
  dashboard: string;
  embed: string;
  import: string;
}

type Path = (string | number)[];

/** A value sent in place of one leaf. `raw` is written into the JSON body as is (1e309 parses to Infinity). */
interface Hostile {
  label: string;
  value: unknown;
  raw?: string;
  /** Never acceptable (text no column can store, an empty id): the only answer is BAD_USER_INPUT. */
  refused?: boolean;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const BIG = 'x'.repeat(100_000);
/** Stands for a `raw` number in the variables until the body is written. */
const RAW = '__raw_number__';

const text: Hostile[] = [
  { label: 'NUL', value: NUL, refused: true },
  { label: 'lone surrogate', value: LONE_SURROGATE, refused: true },
  { label: '100 KB', value: BIG },
];

const hostileByScalar: Record<string, Hostile[]> = {
  String: text,
  // A malformed id that is not empty is a missing one (NOT_FOUND), like another user's.
  ID: [{ label: '""', value: '', refused: true }, { label: '" "', value: ' ' }, { label: 'not a uuid', value: 'not-a-uuid' }, ...text],
  Float: [
    { label: '1e308', value: 1e308 },
    { label: '-1e308', value: -1e308 },
    { label: '5e-324', value: 5e-324 },
    { label: '1e309 (Infinity)', value: RAW, raw: '1e309' },
    { label: '"NaN"', value: 'NaN' },
  ],
  Int: [
    { label: '2^53', value: 2 ** 53 },
    { label: '2^31-1', value: 2 ** 31 - 1 },
    { label: '-2^31', value: -(2 ** 31) },
  ],
  JSON: [
    { label: 'NUL in a value', value: { k: NUL }, refused: true },
    { label: 'NUL in a key', value: { [NUL]: 1 }, refused: true },
    { label: 'lone surrogate in a value', value: { k: [LONE_SURROGATE] }, refused: true },
    { label: '100 KB value', value: { k: BIG } },
  ],
  DateTime: [...text, { label: 'year 0', value: '0000-01-01' }, { label: 'year 9999', value: '9999-12-31T23:59:59Z' }],
  TransactionType: text,
  DisplayCurrency: [...text, { label: 'a code not on the list', value: 'BGN', refused: true }],
};

/** Valid-looking values for leaves, by the name of the argument or input field. */
function sampleLeaf(scalar: string, name: string, ids: Ids): unknown {
  if (scalar === 'ID') {
    const byName: Record<string, string> = {
      broker_Id: ids.broker,
      account_Id: ids.account,
      account_Ids: ids.account,
      portfolio_Id: ids.portfolio,
      portfolio_Ids: ids.portfolio,
      transaction_Ids: ids.transaction,
      stock_Id: ids.stock,
      dashboard_Id: ids.dashboard,
      copyDashboardId: ids.dashboard,
      embed_Id: ids.embed,
      importId: ids.import,
    };
    return byName[name] ?? randomUUID();
  }
  if (scalar === 'Int') return { row: 2, sortOrder: 1, expiresInDays: 30, excludeRows: 3 }[name] ?? 1;
  if (scalar === 'Float') return { shareprice: 10, close: 10, rate: 1.1, fees: 0, taxes: 0 }[name] ?? 1;
  if (scalar === 'Boolean') return { dryRun: true, confirm: true, cascade: true }[name] ?? false;
  if (scalar === 'DateTime') return '2024-03-01';
  if (scalar === 'TransactionType') return 'Buy';
  if (scalar === 'DisplayCurrency') return 'EUR';
  if (scalar === 'JSON') return { tourGuides: { DASHBOARD_TOUR_1: true }, layouts: { lg: [] }, widgets: {}, config: { portfolio_Ids: [ids.portfolio] } }[name] ?? {};
  const strings: Record<string, string> = {
    date: '2024-03-01',
    dates: '2024-03-01',
    asOf: '2024-03-01',
    from: '2024-01-01',
    to: '2024-06-30',
    currency: 'USD',
    base: 'USD',
    quote: 'EUR',
    ticker: 'ACME',
    targetTicker: 'ACME',
    holdingDisplay: 'ACME',
    widgetName: 'widgetKpiTotalValue',
    userLocale: 'en-GB',
    photoURL: 'https://example.com/photo.png',
    indicatorColor: '#2b6cb0',
    ISIN: 'US0378331005',
    uid: 'no-such-anonymous-user',
  };
  return strings[name] ?? 'Probe';
}

/** The smallest valid value of an argument: required input fields only, one list element. */
function sample(type: GraphQLInputType, name: string, ids: Ids): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType as GraphQLInputType, name, ids)];
  if (isInputObjectType(nullable)) {
    const inputDefaults: Record<string, () => Record<string, unknown>> = {
      TransactionInput: () => trade(ids.portfolio, 'Buy', '2024-03-01', 1, 10),
      ImportRowInput: () => ({ row: 2, ticker: 'ACME', currency: 'USD', date: '2024-03-01', type: 'Buy', shares: 1, shareprice: 10 }),
      EmbedInput: () => ({ widgetName: 'widgetKpiTotalValue', title: 'Probe', config: { portfolio_Ids: [ids.portfolio] } }),
    };
    const preset = inputDefaults[nullable.name];
    if (preset) return preset();
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, field.name, ids)]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  return sampleLeaf(nullable.name, name, ids);
}

/** Operations whose minimal arguments need more than the generic sample. */
const argumentOverrides: Record<string, (ids: Ids) => Record<string, unknown>> = {
  updateTransactionStats: (ids) => ({ transactionInput: [{ _id: ids.transaction, shares: 10 }] }),
  editDashboard: (ids) => ({ dashboardInput: [{ _id: ids.dashboard, name: 'Probe' }] }),
  createDashboard: () => ({ dashboardInput: { name: 'Probe' } }),
  createDashboards: () => ({ dashboardInput: [{ name: 'Probe' }] }),
  // Into the seeded import: a new import per accepted probe would soon meet the staged-imports quota.
  stageImport: (ids) => ({ importId: ids.import, rows: [sample(schema.getType('ImportRowInput') as GraphQLInputType, 'rows', ids)] }),
};

function baseline(field: GraphQLField<unknown, unknown>, ids: Ids): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (isNonNullType(arg.type) || named.name === 'Boolean') values[arg.name] = sample(arg.type, arg.name, ids);
  }
  return { ...values, ...argumentOverrides[field.name]?.(ids) };
}

/** Every scalar leaf under an argument, with the path to it (lists as their first element). */
function leaves(type: GraphQLInputType, path: Path): { path: Path; scalar: string }[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return leaves(nullable.ofType as GraphQLInputType, [...path, 0]);
  if (isInputObjectType(nullable)) return Object.values(nullable.getFields()).flatMap((f) => leaves(f.type, [...path, f.name]));
  if (isScalarType(nullable) && hostileByScalar[nullable.name]) return [{ path, scalar: nullable.name }];
  return [];
}

function withLeaf(values: Record<string, unknown>, path: Path, leaf: unknown): Record<string, unknown> {
  const copy = structuredClone(values);
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = leaf;
      return;
    }
    if (node[key] === undefined || node[key] === null) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

const pathText = (path: Path) => path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

function documentFor(rootName: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${rootName} Probe(${declared}) { ${field.name}(${passed})${selection} }`;
}

interface Probe {
  root: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  path: Path;
  hostile: Hostile;
}

function probesOf(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Probe[] {
  return field.args.flatMap((arg) =>
    leaves(arg.type, [arg.name]).flatMap(({ path, scalar }) => hostileByScalar[scalar]!.map((hostile) => ({ root, field, path, hostile }))),
  );
}

const operations = (['query', 'mutation'] as const).flatMap((root) => {
  const type = root === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields())
    .map((field) => ({ root, field, probes: probesOf(root, field) }))
    .filter((op) => op.probes.length > 0);
});

/** Codes a refusal may carry: each names what was wrong, none is the server failing. */
const CLEAR_CODES = new Set(['BAD_USER_INPUT', 'BAD_REQUEST', 'NOT_FOUND', 'FORBIDDEN', 'IN_USE', 'NOT_AVAILABLE', 'PAYLOAD_TOO_LARGE', 'QUOTA_EXCEEDED', 'RESPONSE_TOO_LARGE']);
/** Generous: the machine running the tests is loaded; the bench measures the real figures. */
const ANSWER_WITHIN_MS = 2_000;

interface Answer {
  status: number;
  ms: number;
  body: { data?: unknown; errors?: { message?: string; extensions?: { code?: string; field?: string } }[] };
}

async function send(server: TestServer, token: string, query: string, variables: Record<string, unknown>, raw?: string): Promise<Answer> {
  let body = JSON.stringify({ query, variables });
  if (raw !== undefined) body = body.replace(JSON.stringify(RAW), raw);
  const authorization = token.startsWith('Embed ') ? token : `Bearer ${token}`;
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { errors: [{ message: `not JSON: ${text.slice(0, 200)}` }] };
  }
  return { status: response.status, ms, body: parsed };
}

/** What is wrong with one answer, or null when it is a clear refusal or a plain success. */
function problemOf(answer: Answer, { hostile, path }: Probe): string | null {
  const errors = answer.body.errors ?? [];
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (answer.ms > ANSWER_WITHIN_MS) return `answered in ${Math.round(answer.ms)} ms`;
  for (const error of errors) {
    const code = error.extensions?.code ?? '(no code)';
    if (!CLEAR_CODES.has(code) || !error.message) return `${code}: ${(error.message ?? '').slice(0, 160)}`;
  }
  if (hostile.refused) {
    if (errors.length === 0) return 'accepted';
    const [error] = errors;
    if (error!.extensions?.code !== 'BAD_USER_INPUT') return `${error!.extensions?.code}: ${error!.message?.slice(0, 160)}`;
    // Named for a form: the argument path, in the message and in extensions.field.
    if (!error!.extensions?.field?.startsWith(pathText(path)) || !error!.message?.startsWith(pathText(path))) return `not named: ${error!.message?.slice(0, 160)}`;
  }
  return null;
}

describe.each(testDatabases)('bad input on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;
  let embedToken: string;
  let ids: Ids;

  /** Everything the user can see of their data, to prove refused calls wrote nothing. */
  async function snapshot() {
    return {
      transactions: await listTransactions(server, user.idToken),
      brokers: await listBrokers(server, user.idToken),
      portfolios: await listPortfolios(server, user.idToken),
      dashboards: await dataOf(server, user.idToken, '{ userDashboards { _id name sortOrder indicatorColor layouts widgets } }'),
      // lastUsedAt is stamped whenever the embed token is presented, refused or not.
      embeds: (await listEmbeds(server, user.idToken)).map(({ lastUsedAt: _used, ...embed }) => embed),
      profile: await dataOf(server, user.idToken, 'mutation { auditUser { name userLocale photoURL theme tourGuides currency costMethod } }'),
      prices: await dataOf(server, user.idToken, MANUAL_PRICES, { id: ids.stock }),
      rates: await dataOf(server, user.idToken, MANUAL_RATES, { base: 'USD', quote: 'EUR' }),
    };
  }

  beforeAll(async () => {
    user = await signUpUser({ displayName: 'Probe' });
    await dataOf(server, user.idToken, 'mutation { auditUser { _id } }');
    const broker = await createBroker(server, user.idToken, 'Broker');
    const account = await addAccount(server, user.idToken, broker, 'Account');
    const portfolio = await createPortfolio(server, user.idToken, 'Portfolio');
    const created = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-02', 10, 100, { account_Id: account })]);
    const dashboard = await dataOf<{ createDashboard: { _id: string } }>(server, user.idToken, 'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id } }', {
      input: { name: 'Dashboard', layouts: { lg: [] }, widgets: {} },
    });
    const embed = await createEmbed(server, user.idToken, { widgetName: 'widgetKpiTotalValue', title: 'Embed', config: { portfolio_Ids: [portfolio] } });
    embedToken = embed.token;
    const staged = await dataOf<{ stageImport: { importId: string } }>(server, user.idToken, 'mutation ($rows: [ImportRowInput!]!) { stageImport(rows: $rows) { importId } }', {
      rows: [{ row: 2, ticker: 'ACME', currency: 'USD', date: '2024-02-01', type: 'Buy', shares: 1, shareprice: 10 }],
    });
    ids = {
      broker,
      account,
      portfolio,
      transaction: created.transactions[0]!._id,
      stock: created.stocks[0]!._id,
      dashboard: dashboard.createDashboard._id,
      embed: embed.embed._id,
      import: staged.stageImport.importId,
    };
  });

  it('sweeps every operation that takes arguments', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((op) => op.field.name)).toEqual(expect.arrayContaining(['createTransaction', 'setManualPrices', 'setManualFxRates', 'editUserSetting', 'stageImport']));
  });

  it.each(operations.map((op) => [`${op.root} ${op.field.name}`, op] as const))(
    '%s answers every hostile argument with a clear error',
    async (_name, { root, field, probes }) => {
      const query = documentFor(root, field);
      const token = field.name === 'embeddedWidget' ? `Embed ${embedToken}` : user.idToken;
      const before = await snapshot();
      const problems: string[] = [];
      let accepted = 0;
      for (const probe of probes) {
        const variables = withLeaf(baseline(field, ids), probe.path, probe.hostile.value);
        const answer = await send(server, token, query, variables, probe.hostile.raw);
        const problem = problemOf(answer, probe);
        if (problem) problems.push(`${field.name}(${pathText(probe.path)} = ${probe.hostile.label}): ${problem}`);
        if (!answer.body.errors?.length) accepted += 1;
      }
      expect(problems).toEqual([]);
      // Refused calls write nothing (checked when every probe of the operation was refused).
      if (accepted === 0) expect(await snapshot()).toEqual(before);
    },
    300_000,
  );

  it('is healthy after the sweep', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await dataOf(server, user.idToken, '{ userDashboards { _id } }')).toBeTruthy();
  });

  it('names the argument path of unstorable text, in variables, inline and inside JSON', async () => {
    const cases: [query: string, variables: Record<string, unknown>, message: string][] = [
      [
        'mutation ($input: [TransactionInput!]!) { createTransaction(transactionInput: $input) { transactions { _id } } }',
        { input: [trade(ids.portfolio, 'Buy', '2024-03-01', 1, 10), trade(ids.portfolio, 'Buy', '2024-03-02', 1, 10, { reference: NUL })] },
        'transactionInput[1].reference contains a character that cannot be stored (NUL).',
      ],
      // Inline arguments are parsed from the document, not from variables: the same refusal applies.
      ['mutation { createBroker(brokerInput: { name: "a\\u0000b" }) { _id } }', {}, 'brokerInput.name contains a character that cannot be stored (NUL).'],
      ['mutation ($name: String!) { createBroker(brokerInput: { name: $name }) { _id } }', { name: LONE_SURROGATE }, 'brokerInput.name contains a character that cannot be stored (a lone surrogate).'],
      [
        'mutation ($input: UserSettingInput!) { editUserSetting(userSettingInput: $input) { _id } }',
        { input: { tourGuides: { DASHBOARD_TOUR_1: true, [`x${NUL}`]: true } } },
        'userSettingInput.tourGuides has a key that contains a character that cannot be stored (NUL).',
      ],
      ['mutation ($id: ID!) { deleteBroker(broker_Id: $id, confirm: true) }', { id: '' }, 'broker_Id must be an id, not an empty string.'],
      ['mutation { deleteTransactions(transaction_Ids: [""]) }', {}, 'transaction_Ids[0] must be an id, not an empty string.'],
    ];
    const before = await snapshot();
    for (const [query, variables, message] of cases) {
      const answer = await send(server, user.idToken, query, variables);
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT', field: message.split(' ')[0] } })]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gives values the schema cannot coerce the BAD_USER_INPUT code, naming the variable path', async () => {
    const answer = await send(server, user.idToken, 'mutation ($rows: [ImportRowInput!]!) { stageImport(rows: $rows) { importId } }', {
      rows: [{ row: 2 ** 53, ticker: 'ACME', currency: 'USD', date: '2024-03-01', type: 'Buy', shares: 1, shareprice: 10 }],
    });
    expect(answer.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(answer.body.errors?.[0]?.message).toContain('"rows[0].row"');
  });
});
