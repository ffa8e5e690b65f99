/**
 * Bad input found while computing: names the transaction and the field so the API can return
 * "a clear GraphQL error naming the field" and write nothing.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';

  constructor(
    readonly transactionId: string,
    readonly field: string,
    message: string,
  ) {
    super(`Transaction ${transactionId}: ${field} ${message}`);
  }
}
