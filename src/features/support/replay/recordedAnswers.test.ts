import type { LoggedOperation } from '../operationLog';
import { REDACTED } from '../redact';
import { loggedOperation } from '../testing/loggedOperation';
import { RecordedAnswers, canonicalJson } from './recordedAnswers';

const recorded = (patch: Partial<LoggedOperation>) => loggedOperation({ route: '/app/transaction', operationName: 'UserTransactionTable', data: {}, ...patch });

const ask = (patch: Partial<Parameters<RecordedAnswers['lookup']>[0]> = {}) => ({
  operationName: 'UserTransactionTable',
  operationType: 'query' as const,
  variables: {},
  route: '/app/transaction',
  ...patch,
});

describe('RecordedAnswers', () => {
  it('gives repeated requests their answers in recorded order, then repeats the last', () => {
    const before = recorded({ data: { rows: 1 } });
    const after = recorded({ data: { rows: 2 } });
    const answers = new RecordedAnswers([before, after]);
    expect(answers.lookup(ask())).toEqual({ kind: 'answer', entry: before });
    expect(answers.lookup(ask())).toEqual({ kind: 'answer', entry: after });
    expect(answers.lookup(ask())).toEqual({ kind: 'answer', entry: after });
  });

  it('answers from the recordings of the screen being replayed when it has any', () => {
    const elsewhere = recorded({ route: '/app/', data: { rows: 1 } });
    const here = recorded({ route: '/app/v/d1/mine', data: { rows: 2 } });
    const answers = new RecordedAnswers([elsewhere, here]);
    expect(answers.lookup(ask({ route: '/app/v/d1/mine' }))).toEqual({ kind: 'answer', entry: here });
    expect(answers.lookup(ask({ route: '/app/v/d1/mine' }))).toEqual({ kind: 'answer', entry: here });
  });

  it('answers an operation a screen never recorded with the state as the user arrived there', () => {
    const signIn = recorded({ route: '/app/auth/sign-in', operationName: 'AuditUser', operationType: 'mutation', data: { n: 1 } });
    const home = recorded({ route: '/app/', operationName: 'AuditUser', operationType: 'mutation', data: { n: 2 } });
    const dashboard = recorded({ route: '/app/v/d1/mine', operationName: 'WidgetSummary' });
    const later = recorded({ route: '/app/profile', operationName: 'AuditUser', operationType: 'mutation', data: { n: 3 } });
    const answers = new RecordedAnswers([signIn, home, dashboard, later]);
    const audit = ask({ operationName: 'AuditUser', operationType: 'mutation' });
    expect(answers.lookup({ ...audit, route: '/app/v/d1/mine' })).toEqual({ kind: 'answer', entry: home });
    expect(answers.lookup({ ...audit, route: '/app/broker' })).toEqual({ kind: 'answer', entry: later });
    // Replaying from the cache saved at the download: the latest state, like that cache.
    expect(new RecordedAnswers([signIn, home, dashboard, later], true).lookup({ ...audit, route: '/app/v/d1/mine' })).toEqual({ kind: 'answer', entry: later });
  });

  it('replays a screen visited twice as the user last saw it', () => {
    const firstVisit = recorded({ route: '/app', data: { rows: 0 } });
    const elsewhere = recorded({ route: '/app/setup', operationName: 'CreateBroker', operationType: 'mutation' });
    const lastVisit = recorded({ route: '/app/', data: { rows: 1 } });
    const answers = new RecordedAnswers([firstVisit, elsewhere, lastVisit]);
    expect(answers.lookup(ask({ route: '/app/' }))).toEqual({ kind: 'answer', entry: lastVisit });
    expect(answers.lookup(ask({ route: '/app' }))).toEqual({ kind: 'answer', entry: lastVisit });
  });

  it('matches variables whatever their key order, with secrets removed as the log removed them', () => {
    const entry = recorded({ operationName: 'AuditUser', operationType: 'mutation', variables: { auditInput: { email: REDACTED, name: 'Ada' } } });
    const answers = new RecordedAnswers([entry]);
    expect(answers.lookup(ask({ operationName: 'AuditUser', operationType: 'mutation', variables: { auditInput: { name: 'Ada', email: 'ada@example.com' } } }))).toEqual({ kind: 'answer', entry });
  });

  it('answers other variables from the same operation, with a warning', () => {
    const entry = recorded({ operationName: 'WidgetSummary', variables: { filter: { from: '2026-08-24' } } });
    const lookup = new RecordedAnswers([entry]).lookup(ask({ operationName: 'WidgetSummary', variables: { filter: { from: '2026-08-25' } } }));
    expect(lookup).toEqual({ kind: 'answer', entry, warning: expect.objectContaining({ kind: 'approximate', operationName: 'WidgetSummary' }) });
  });

  it('warns about an operation the log never recorded', () => {
    expect(new RecordedAnswers([recorded({})]).lookup(ask({ operationName: 'UserDashboards' }))).toEqual({
      kind: 'unanswered',
      warning: { kind: 'unanswered', operationName: 'UserDashboards', route: '/app/transaction', message: 'UserDashboards is not in the operation log, so it has no answer.' },
    });
  });

  it('replays every recorded event of a subscription, and none when none happened', () => {
    const events = [recorded({ operationName: 'TransactionPush', operationType: 'subscription', data: { n: 1 } }), recorded({ operationName: 'TransactionPush', operationType: 'subscription', data: { n: 2 } })];
    const answers = new RecordedAnswers(events);
    expect(answers.lookup(ask({ operationName: 'TransactionPush', operationType: 'subscription' }))).toEqual({ kind: 'events', entries: events });
    expect(answers.lookup(ask({ operationName: 'Revocation', operationType: 'subscription' }))).toEqual({ kind: 'events', entries: [] });
  });
});

describe('canonicalJson', () => {
  it('ignores key order and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { f: 1, e: 0 }] } })).toBe('{"a":{"c":[2,{"e":0,"f":1}]},"b":1}');
  });
});
