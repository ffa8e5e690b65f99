// The hostile requests of issue 18 as attacks of the isolation phase (bench/isolation.ts): each
// sends its request(s) while the bystander measures and reports how the server answered (status,
// error code and message, time to answer) and the server's resident memory meanwhile. The
// documents are the hostile suite's own (server/test/attackDocuments.ts), so the bench measures
// what the tests assert.
import type { AttackTarget, IsolationAttack } from './isolation';
import { aliased, deeplyNested, fragmentFanOut } from '../server/test/attackDocuments';
import { runBurst } from './burst';
import { post, type Answer } from './httpPost';
import { ms, percentile } from './stats';

/**
 * Each single-request attack is sent again and again, one after another, for at least this long
 * (and at least MIN_REPEATS times): refused in milliseconds, one send would give the bystander,
 * asking every 100 ms, nothing to measure.
 */
const ATTACK_MS = 2_000;
const MIN_REPEATS = 5;
const BURST = 15_000;
const BURST_PARALLEL = 50;
/** The burst comes from another loopback address than the bystander's (127.0.0.1), so only the burst's address is throttled. */
const BURST_ADDRESS = '127.0.0.2';
/** The per-address limit the burst meets; the attack server starts with it (the crowd's server keeps limits off). */
export const ATTACK_SERVER_ENV: Record<string, string> = { RATE_LIMIT_PER_IP: '1200' };

const graphqlBody = (query: string) => JSON.stringify({ query });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** "HTTP 400 BAD_REQUEST "message…"", the message cut short. */
function answerLine({ status, code, message }: Answer): string {
  const text = message ? ` "${message.length > 110 ? `${message.slice(0, 110)}…` : message}"` : '';
  return `HTTP ${status}${code ? ` ${code}` : ''}${text}`;
}

/** The distinct answers of repeated sends, then their times. */
function repeatedLine(answers: Answer[]): string {
  const kinds = [...new Set(answers.map(answerLine))];
  const times = answers.map((answer) => answer.ms);
  return `${kinds.join(' / ')}; answered in p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (x${answers.length}, target < 100 ms)`;
}

let attackAddresses = 0;

/**
 * Sends `send` again and again from a loopback address of its own (127.0.0.10, .11, ...): two
 * seconds of sends pass the per-address limit, which must neither turn the next attack's answers
 * into 429s nor throttle the bystander on 127.0.0.1.
 */
async function repeated(send: (from: { localAddress: string }) => Promise<Answer>): Promise<string> {
  const from = { localAddress: `127.0.0.${10 + attackAddresses++}` };
  const answers: Answer[] = [];
  const started = performance.now();
  while (answers.length < MIN_REPEATS || performance.now() - started < ATTACK_MS) answers.push(await send(from));
  return repeatedLine(answers);
}

let attacksPeakMb = 0;

/** Runs `work` while sampling the server's resident memory every 50 ms; appends the maximum seen (and over the attacks so far). */
async function watchingMemory(target: AttackTarget, work: () => Promise<string>): Promise<string> {
  let peak = target.residentMb();
  const timer = setInterval(() => (peak = Math.max(peak, target.residentMb())), 50);
  try {
    const report = await work();
    peak = Math.max(peak, target.residentMb());
    attacksPeakMb = Math.max(attacksPeakMb, peak);
    return `${report}; resident max ${peak.toFixed(0)} MB meanwhile, ${attacksPeakMb.toFixed(0)} MB over the attacks so far`;
  } finally {
    clearInterval(timer);
  }
}

const attack = (name: string, run: (target: AttackTarget) => Promise<string>): IsolationAttack => ({ name, run: (target) => watchingMemory(target, () => run(target)) });

const fanOut = attack('fragment fan-out of 23 fragments, no token', ({ url }) => repeated((from) => post(url, graphqlBody(fragmentFanOut(23)), {}, from)));

const summaryAliases = attack('1,000 aliases of portfolioSummary, attacker token', ({ url, attackerToken }) =>
  repeated((from) => post(url, graphqlBody(aliased(1000, 'portfolioSummary { marketValue }')), bearer(attackerToken), from)),
);

/** The attacker's own value-over-time embed, created through the API and revoked after (a kept database would otherwise meet the embed quota). */
const embeddedSeries = attack('120 aliases of the 1900-2099 portfolioValueSeries, embed token of a value-over-time widget', async ({ url, attacker }) => {
  const { PortfolioStockTransactions } = await attacker<{ PortfolioStockTransactions: { _id: string }[] }>('{ PortfolioStockTransactions { _id } }');
  const { createEmbed } = await attacker<{ createEmbed: { token: string; embed: { _id: string } } }>(
    'mutation ($input: EmbedInput!) { createEmbed(embedInput: $input) { token embed { _id } } }',
    { input: { widgetName: 'widgetPortfolioValueOvertimeChart', title: 'Value', config: { portfolio_Ids: PortfolioStockTransactions.map((p) => p._id).slice(0, 1) } } },
  );
  try {
    const series = 'portfolioValueSeries(filter: { from: "1900-01-01", to: "2099-12-31" }) { date value }';
    return await repeated((from) => post(url, graphqlBody(aliased(120, series)), { authorization: `Embed ${createEmbed.token}` }, from));
  } finally {
    await attacker('mutation ($id: ID!) { revokeEmbed(embed_Id: $id) { _id } }', { id: createEmbed.embed._id });
  }
});

const brokerAliases = attack('1,000 aliased createBroker, attacker token', async ({ url, attacker, attackerToken }) => {
  const brokers = async () => (await attacker<{ UserBrokerAccount: unknown[] }>('{ UserBrokerAccount { _id } }')).UserBrokerAccount.length;
  const before = await brokers();
  const report = await repeated((from) => post(url, graphqlBody(aliased(1000, 'createBroker(brokerInput: { name: "Alias" }) { _id }', 'mutation')), bearer(attackerToken), from));
  const created = (await brokers()) - before;
  return `${report}; brokers created: ${created} (target 0)`;
});

const deepSelections = attack('selections nested 5,000 deep, no token', ({ url }) => repeated((from) => post(url, graphqlBody(deeplyNested(5000)), {}, from)));

/** 15,000 small requests without a token from one address, 50 at a time: how many the per-address limit refused. */
const burst = attack(`a burst of ${BURST.toLocaleString('en')} requests from one address, ${BURST_PARALLEL} at a time`, async ({ url }) => {
  const { byStatus, times, failed, seconds } = await runBurst({ url, body: graphqlBody('{ __typename }'), total: BURST, parallel: BURST_PARALLEL, localAddress: BURST_ADDRESS });
  const statuses = Object.entries(byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${count.toLocaleString('en')} x ${status}`)
    .join(', ');
  return (
    `${(byStatus[429] ?? 0).toLocaleString('en')} answered 429 (RATE_LIMIT_PER_IP=${ATTACK_SERVER_ENV.RATE_LIMIT_PER_IP}); ${statuses}${failed ? `, ${failed} failed to connect` : ''}; ` +
    `${(times.length / seconds).toFixed(0)} answers/s, each p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (sent from a process of its own)`
  );
});

/** 4 MB that is not JSON, then 4 MB of JSON whose document does not parse. */
const hugeBody = attack('a 4 MB unparseable body, no token', async ({ url }) => {
  const notJson = await repeated((from) => post(url, '{'.repeat(4_000_000), {}, from));
  const notGraphql = await repeated((from) => post(url, graphqlBody(`{ ${'{'.repeat(4_000_000)}`), {}, from));
  return `not JSON: ${notJson}; JSON, the document not parsing: ${notGraphql}`;
});

/** The issue's attacks, in its order. */
export const HOSTILE_ATTACKS: IsolationAttack[] = [fanOut, summaryAliases, embeddedSeries, brokerAliases, deepSelections, burst, hugeBody];
