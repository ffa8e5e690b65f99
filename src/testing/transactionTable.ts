import type { MockLink } from '@apollo/client/testing';
import { UserTransactionTableDocument, type UserTransactionTableQuery } from '../generated/graphql';
import { encodeTransactionTable } from '../../common/transactionTable';

/** The answer to UserTransactionTable listing `transactions`, as the server encodes it. */
export function transactionTableData(transactions: readonly object[]): UserTransactionTableQuery {
  return { UserTransactionTable: encodeTransactionTable(transactions) };
}

/** A mocked UserTransactionTable request answering with `transactions`. */
export function transactionTableMock(transactions: readonly object[], options: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  return { request: { query: UserTransactionTableDocument }, result: { data: transactionTableData(transactions) }, ...options };
}
