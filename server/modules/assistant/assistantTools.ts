// The assistant's tools: read-only functions over the signed-in user's own data, each through the
// same service (and so the same ownership checks) as the GraphQL API, so a foreign or unknown id
// answers "… does not exist!" as the API does. draft_transaction only proposes: nothing here
// writes. Every result carries figures [{label, value, link}] for the panel to link.
import { z } from 'zod';
import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { PERIODS_PER_YEAR, duration, paymentForGoal, periodsUntilGoal } from '../../../common/planning';
import { proposalSearch } from '../../../common/proposedTransaction';
import { TRANSACTION_KINDS } from '../../../common/transactionKinds';
import type { DataOwner } from '../../auth/tokenVerifier';
import type { AssistantFigure } from '../../db/schema';
import type { TransactionRow } from '../../ledger/transactions.repository';
import { toNumber, type Decimal } from '../../portfolio/decimal';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { WatchlistAnswer } from '../watchlists/watchlists.service';
import { ADD_TRANSACTION_ROUTE, type FigureLinks } from './figureLinks';
import type { GoalTracker } from './goalTrackers';

export interface ToolDeps {
  analytics: Pick<AnalyticsService, 'summary' | 'holdings' | 'holdingReturns' | 'dividends'>;
  transactions: (owner: DataOwner, ids?: readonly string[] | null) => Promise<TransactionRow[]>;
  watchlists: (owner: DataOwner) => Promise<WatchlistAnswer[]>;
  quotes: (owner: DataOwner, symbols: readonly string[]) => Promise<{ quotes: { symbol: string; name: string | null; currency: string; price: number; changePercent: number; at: string }[]; pending: string[]; unknown: string[] }>;
  /** The user's display currency, which the analytics figures are in. */
  displayCurrency: (owner: DataOwner) => Promise<string>;
  /** The goal tracker widgets on the owner's dashboards, in their order. */
  goalTrackers: (owner: DataOwner) => Promise<GoalTracker[]>;
  /** Throws "Portfolio does not exist!" unless every id is the owner's. */
  requirePortfolios: (owner: DataOwner, ids: readonly string[]) => Promise<void>;
}

export interface ToolResult {
  /** What the model reads (JSON). */
  content: unknown;
  /** One line for the stored tool call and the panel's "tool used" event. */
  summary: string;
  figures: AssistantFigure[];
}

export const DRAFT_NOT_SAVED = 'Not saved: the user confirms it in Add transaction.';
/** The most rows a list tool returns: the model's context is not the place for a whole ledger. */
const MAX_ROWS = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written yyyy-MM-dd');
const portfolios = z.array(z.string().min(1).max(100)).max(20).optional().describe('Only these portfolios (ids); all of them when left out.');
const range = { from: day.optional().describe('Start of the period (yyyy-MM-dd); all time when left out.'), to: day.optional().describe('End of the period (yyyy-MM-dd); today when left out.') };

const money = (value: number | null | undefined, currency: string) => (value === null || value === undefined ? 'unknown' : `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`);
const percent = (value: number | null | undefined) => (value === null || value === undefined ? 'unknown' : `${(value * 100).toFixed(2)} %`);
const num = (value: Decimal | null) => (value === null ? null : toNumber(value));
const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

interface ToolDefinition<S extends z.ZodType> {
  description: string;
  schema: S;
  run: (owner: DataOwner, args: z.output<S>, links: FigureLinks) => Promise<ToolResult>;
}

const define = <S extends z.ZodType>(tool: ToolDefinition<S>) => tool as unknown as ToolDefinition<z.ZodType>;

export function createTools(deps: ToolDeps): Record<string, ToolDefinition<z.ZodType>> {
  return {
    portfolio_summary: define({
      description: 'The portfolio\'s totals: market value, cost, gains, income, fees, total return and time-weighted return, for a period or all time.',
      schema: z.object({ ...range, portfolio_Ids: portfolios }).strict(),
      async run(owner, { from, to, portfolio_Ids }, links) {
        const s = await deps.analytics.summary(owner, { from: from ?? null, to: to ?? null, portfolio_Ids: portfolio_Ids ?? null });
        const { returns } = await s.period();
        const link = links('summary');
        const c = s.currency;
        return {
          content: { currency: c, asOf: s.asOf, from: s.from, marketValue: s.marketValue, costBasis: s.costBasis, unrealizedGain: s.unrealizedGain, realizedGain: s.realizedGain, income: s.income, taxes: s.taxes, fees: s.fees, totalReturn: s.totalReturn, totalReturnPercent: s.totalReturnPercent, netWorth: s.netWorth, cashBalance: s.cashBalance, holdingCount: s.holdingCount, twr: returns.twr, twrAnnualised: returns.twrAnnualised, xirr: returns.xirr },
          summary: `Market value ${money(s.marketValue, c)}, total return ${money(s.totalReturn, c)} (${s.from ?? 'all time'} to ${s.asOf})`,
          figures: [
            { label: 'Market value', value: money(s.marketValue, c), link },
            { label: 'Total return', value: money(s.totalReturn, c), link },
            { label: 'Income', value: money(s.income, c), link },
            { label: 'Time-weighted return', value: percent(returns.twr), link },
          ],
        };
      },
    }),

    holdings: define({
      description: `The securities held (at most ${MAX_ROWS}, largest first): shares, market value, unrealised gain, total return and weight.`,
      schema: z.object({ portfolio_Ids: portfolios, includePastHoldings: z.boolean().optional() }).strict(),
      async run(owner, { portfolio_Ids, includePastHoldings }, links) {
        const [rows, currency] = await Promise.all([deps.analytics.holdings(owner, { portfolio_Ids: portfolio_Ids ?? null, includePastHoldings: includePastHoldings ?? false }), deps.displayCurrency(owner)]);
        const shown = rows
          .map((h) => ({ ticker: h.security.ticker, name: h.security.name, tradeCurrency: h.currency, shares: toNumber(h.shares), marketValue: round(num(h.marketValuePC)), unrealizedGain: round(num(h.unrealizedGainPC)), totalReturn: round(num(h.totalReturnPC)), weight: h.weight }))
          .sort((a, b) => (b.marketValue ?? 0) - (a.marketValue ?? 0))
          .slice(0, MAX_ROWS);
        const link = links('holdings');
        return {
          content: { currency, holdings: shown, total: rows.length },
          summary: `${rows.length} holdings`,
          figures: shown.slice(0, 5).map((h) => ({ label: `${h.ticker} market value`, value: money(h.marketValue, currency), link })),
        };
      },
    }),

    holding_returns: define({
      description: `Each holding's time-weighted and money-weighted (XIRR) return over a period, worst first (at most ${MAX_ROWS}).`,
      schema: z.object({ ...range, portfolio_Ids: portfolios }).strict(),
      async run(owner, { from, to, portfolio_Ids }, links) {
        const rows = await deps.analytics.holdingReturns(owner, { from: from ?? null, to: to ?? null, portfolio_Ids: portfolio_Ids ?? null });
        const shown = rows
          .map((r) => ({ ticker: r.security.ticker, name: r.security.name, twr: r.returns.twr, twrAnnualised: r.returns.twrAnnualised, xirr: r.returns.xirr }))
          .sort((a, b) => (a.twr ?? 0) - (b.twr ?? 0))
          .slice(0, MAX_ROWS);
        const link = links('holdingReturns');
        const ends = shown.length > 1 ? [shown[0]!, shown.at(-1)!] : shown;
        return {
          content: { from: from ?? null, to: to ?? null, returns: shown },
          summary: `Returns of ${rows.length} holdings`,
          figures: ends.map((r) => ({ label: `${r.ticker} time-weighted return`, value: percent(r.twr), link })),
        };
      },
    }),

    search_transactions: define({
      description: `The user's transactions, newest first (at most ${MAX_ROWS}): by text (ticker, name, broker, account, portfolio or reference), type, dates, or ids.`,
      schema: z
        .object({
          text: z.string().max(200).optional(),
          type: z.enum(TRANSACTION_KINDS).optional(),
          ...range,
          transaction_Ids: z.array(z.string().min(1).max(100)).max(MAX_ROWS).optional(),
          limit: z.number().int().min(1).max(MAX_ROWS).optional(),
        })
        .strict(),
      async run(owner, { text, type, from, to, transaction_Ids, limit }, links) {
        const rows = await deps.transactions(owner, transaction_Ids ?? null);
        const needle = text?.trim().toLowerCase();
        const matching = rows.filter((t) => {
          if (type && t.type !== type) return false;
          const date = t.date.slice(0, 10);
          if (from && date < from) return false;
          if (to && date > to) return false;
          if (!needle) return true;
          return [t.ticker, t.stockName, t.reference, t.brokerName, t.accountName, t.portfolioName, t.holdingDisplay].some((field) => field?.toLowerCase().includes(needle));
        });
        const shown = matching.slice(0, limit ?? MAX_ROWS).map((t) => ({
          id: t.id,
          date: t.date.slice(0, 10),
          type: t.type,
          ticker: t.ticker,
          name: t.stockName,
          shares: Number(t.shares),
          price: Number(t.shareprice),
          value: Number(t.transactionValue),
          fees: Number(t.fees),
          taxes: Number(t.taxes),
          currency: t.currency,
          portfolio: t.portfolioName,
          broker: t.brokerName,
          account: t.accountName,
          reference: t.reference,
        }));
        const link = links('transactions');
        return {
          content: { transactions: shown, matching: matching.length },
          summary: `${matching.length} matching transactions${matching.length > shown.length ? `, ${shown.length} shown` : ''}`,
          figures: [{ label: 'Matching transactions', value: String(matching.length), link }],
        };
      },
    }),

    dividends: define({
      description: 'Dividends: received in a year (by month, net of taxes and fees) and the forward annual income and yield of what is held now.',
      schema: z.object({ year: z.number().int().min(1900).max(2100).optional().describe('The calendar year; this year when left out.'), portfolio_Ids: portfolios }).strict(),
      async run(owner, { year, portfolio_Ids }, links) {
        const y = year ?? new Date().getUTCFullYear();
        const answer = await deps.analytics.dividends(owner, { from: `${y}-01-01`, to: `${y}-12-31`, portfolio_Ids: portfolio_Ids ?? null });
        const months = answer.received.filter((m) => m.month.startsWith(`${y}-`));
        const received = round(months.reduce((sum, m) => sum + m.net, 0)) ?? 0;
        const c = answer.currency;
        const link = links('dividends');
        return {
          content: { year: y, currency: c, receivedNet: received, byMonth: months.map((m) => ({ month: m.month, gross: m.gross, taxes: m.taxes, fees: m.fees, net: m.net })), forwardIncome: answer.forwardIncome, forwardYield: answer.forwardYield, forwardYieldAtCost: answer.forwardYieldAtCost },
          summary: `Dividends received in ${y}: ${money(received, c)}; forward income ${money(answer.forwardIncome, c)}`,
          figures: [
            { label: `Dividends received in ${y}`, value: money(received, c), link },
            { label: 'Forward annual income', value: money(answer.forwardIncome, c), link },
            { label: 'Forward yield', value: percent(answer.forwardYield), link },
          ],
        };
      },
    }),

    watchlists: define({
      description: 'The user\'s watchlists with their tickers and price alerts.',
      schema: z.object({}).strict(),
      async run(owner, _args, links) {
        const lists = await deps.watchlists(owner);
        const link = links('watchlists');
        return {
          content: { watchlists: lists.map((l) => ({ name: l.name, entries: l.entries.map((e) => ({ symbol: e.symbol, name: e.name, alertAbove: e.alertAbove, alertBelow: e.alertBelow, alertPriceChangePercent: e.alertPriceChangePercent })) })) },
          summary: `${lists.length} watchlists`,
          figures: lists.map((l) => ({ label: `${l.name}: tickers`, value: String(l.entries.length), link })),
        };
      },
    }),

    market_quotes: define({
      description: 'The latest quotes of up to 10 ticker symbols: price, currency and the day\'s change.',
      schema: z.object({ symbols: z.array(z.string().min(1).max(32)).min(1).max(10) }).strict(),
      async run(owner, { symbols }, links) {
        const answer = await deps.quotes(owner, symbols);
        const link = links('quotes');
        return {
          content: { quotes: answer.quotes.map((q) => ({ symbol: q.symbol, name: q.name, currency: q.currency, price: q.price, changePercent: q.changePercent, at: q.at })), pending: answer.pending, unknown: answer.unknown },
          summary: `${answer.quotes.length} quotes${answer.unknown.length ? `; unknown: ${answer.unknown.join(', ')}` : ''}`,
          figures: answer.quotes.map((q) => ({ label: `${q.symbol} price`, value: money(q.price, q.currency), link })),
        };
      },
    }),

    goal_progress: define({
      description:
        'The user\'s value goal against the holdings\' value now: how much is left, when the goal is reached at the plan\'s pace (yearly growth and regular contributions), and the monthly contribution that reaches it within a number of years. The goal and the pace come from the user\'s goal tracker widget unless given here.',
      schema: z
        .object({
          goal: z.number().positive().max(1e12).optional().describe('The goal amount in the display currency; the goal tracker\'s when left out.'),
          years: z.number().int().min(1).max(100).optional().describe('Reach the goal within this many years (for the contribution needed); 10 when left out.'),
          annualGrowthRate: z.number().min(-1).max(1).optional().describe('Yearly growth as a fraction (0.05 is 5 %); the goal tracker\'s when left out.'),
          portfolio_Ids: portfolios,
        })
        .strict(),
      async run(owner, args, links) {
        const [tracker] = await deps.goalTrackers(owner);
        const goal = args.goal ?? tracker?.goalValue;
        if (goal === undefined) {
          return {
            content: { goalSet: false, note: 'The user has no goal tracker widget and gave no goal: ask for the goal amount, or suggest the Value goal tracker widget.' },
            summary: 'No goal set',
            figures: [],
          };
        }
        const s = await deps.analytics.summary(owner, { from: null, to: null, portfolio_Ids: args.portfolio_Ids ?? null });
        const c = s.currency;
        const start = !tracker || tracker.useHoldingsValue ? (s.marketValue ?? 0) : tracker.initialInvestment;
        const annualRate = args.annualGrowthRate ?? tracker?.annualHoldingsGrowthRate ?? 0;
        const frequency = tracker?.contributionFrequency ?? 'monthly';
        const payment = tracker?.regularContributionValue ?? 0;
        const periods = periodsUntilGoal({ initial: start, lumpSum: 0, annualRate, payment, frequency }, goal);
        const months = periods === null ? null : (periods * 12) / PERIODS_PER_YEAR[frequency];
        const years = args.years ?? 10;
        const neededMonthly = round(paymentForGoal({ initial: start, lumpSum: 0, annualRate, frequency: 'monthly' }, goal, years * 12));
        const when = months === null ? 'not at this pace' : months === 0 ? 'already reached' : `in ${duration(months)}`;
        const link = tracker?.link ?? links('summary');
        return {
          content: {
            currency: c,
            goal,
            startingValue: round(start),
            startsFrom: !tracker || tracker.useHoldingsValue ? 'the holdings\' market value' : 'the initial investment set on the goal tracker',
            leftToGoal: round(Math.max(0, goal - start)),
            progress: Math.min(1, start / goal),
            pace: { annualGrowthRate: annualRate, contribution: payment, frequency },
            monthsToGoalAtThisPace: months === null ? null : Math.ceil(months),
            withinYears: years,
            monthlyContributionNeeded: neededMonthly,
            source: tracker ? 'the goal tracker widget' : 'the goal given in the question',
          },
          summary: `Goal ${money(goal, c)}: ${money(Math.max(0, goal - start), c)} left, reached ${when}`,
          figures: [
            { label: 'Goal', value: money(goal, c), link },
            { label: 'Left to reach the goal', value: money(Math.max(0, goal - start), c), link },
            { label: `Monthly contribution to reach it in ${years} years`, value: money(neededMonthly, c), link },
          ],
        };
      },
    }),

    draft_transaction: define({
      description: 'Proposes a transaction for the user to review. It is NOT saved: the user confirms it on the Add transaction screen. There is no tool that writes.',
      schema: z
        .object({
          type: z.enum(TRANSACTION_KINDS),
          ticker: z.string().min(1).max(32),
          date: day,
          shares: z.number().finite().nonnegative(),
          price: z.number().finite().nonnegative(),
          currency: z.string().regex(/^[A-Z]{3}$/),
          fees: z.number().finite().nonnegative().optional(),
          portfolio_Id: z.string().min(1).max(100).optional(),
        })
        .strict(),
      async run(owner, draft) {
        if (draft.portfolio_Id) await deps.requirePortfolios(owner, [draft.portfolio_Id]);
        return {
          content: { draft, saved: false, note: DRAFT_NOT_SAVED },
          summary: `Draft ${draft.type} of ${draft.shares} ${draft.ticker} (not saved)`,
          // The link fills the Add transactions form in with the draft, for the user to check and save.
          figures: [{ label: `Draft: ${draft.type} ${draft.shares} ${draft.ticker}`, value: money(draft.shares * draft.price, draft.currency), link: `${ADD_TRANSACTION_ROUTE}${proposalSearch(draft)}` }],
        };
      },
    }),
  };
}

export type Tools = ReturnType<typeof createTools>;

/** The tools as the chat-completions API declares them (JSON Schema from the same zod schemas that check the arguments). */
export function toolDeclarations(tools: Tools): ChatCompletionTool[] {
  return Object.entries(tools).map(([name, tool]) => {
    const { $schema: _drop, ...parameters } = z.toJSONSchema(tool.schema) as Record<string, unknown>;
    return { type: 'function', function: { name, description: tool.description, parameters } };
  });
}

/** A tool call's arguments checked: the parsed value, or a sentence for the model saying what is wrong. */
export function parseArguments(tool: Tools[string], raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return { ok: false, error: 'The arguments are not valid JSON.' };
  }
  const parsed = tool.schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: `Invalid arguments: ${parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(arguments)'}: ${i.message}`).join('; ')}` };
}
