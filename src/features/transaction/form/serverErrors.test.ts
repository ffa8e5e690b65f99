import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { mapServerErrors } from './serverErrors';

const refused = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ errors });

describe('mapServerErrors', () => {
  it('puts a message that starts with its path on that row and field, without the path', () => {
    const mapped = mapServerErrors(refused({ message: 'transactionInput[1].shares must be greater than zero.', extensions: { code: 'BAD_USER_INPUT' } }));
    expect(mapped.rows.get(1)).toEqual([{ field: 'shares', message: 'Must be greater than zero.' }]);
    expect(mapped.general).toEqual([]);
  });

  it('reads the path from extensions.field when the server gives it', () => {
    const mapped = mapServerErrors(refused({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND', field: 'transactionInput[0].portfolio_Id' } }));
    expect(mapped.common).toEqual({ portfolio: 'Portfolio does not exist!' });
    expect(mapped.rows.size).toBe(0);
  });

  it('maps the account and broker to the shared account choice', () => {
    expect(mapServerErrors(refused({ message: 'transactionInput[2].account_Id belongs to another broker than broker_Id.' })).common).toEqual({
      account: 'Belongs to another broker than broker_Id.',
    });
  });

  it('strips the colon of the missing-rate message and puts it on the currency', () => {
    const message = 'transactionInput[0].currency: no EUR→USD exchange rate is known on or before 2024-01-05; enter one as a manual rate or clear isApplyExchangeRate.';
    expect(mapServerErrors(refused({ message })).rows.get(0)).toEqual([
      { field: 'currency', message: 'No EUR→USD exchange rate is known on or before 2024-01-05; enter one as a manual rate or clear isApplyExchangeRate.' },
    ]);
  });

  it('puts the exchange with the symbol, and unknown fields on the row as a whole', () => {
    const mapped = mapServerErrors(
      refused({ message: 'transactionInput[0].exchangeShortName must be at most 20 characters.' }, { message: 'transactionInput[0].reference must be at most 200 characters.' }),
    );
    expect(mapped.rows.get(0)).toEqual([
      { field: 'ticker', message: 'Must be at most 20 characters.' },
      { field: null, message: 'transactionInput[0].reference must be at most 200 characters.' },
    ]);
  });

  it('keeps errors naming no row, and failures that are not GraphQL errors, for the top', () => {
    expect(mapServerErrors(refused({ message: 'transactionInput may hold at most 10000 transactions.' })).general).toEqual(['transactionInput may hold at most 10000 transactions.']);
    expect(mapServerErrors(new Error('Failed to fetch')).general).toEqual(['Failed to fetch']);
    expect(mapServerErrors('weird').general).toEqual(['weird']);
  });
});
