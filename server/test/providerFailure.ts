// For market-provider tests: the ProviderError a call rejects with (fails the test otherwise).
import { ProviderError } from '../market/provider';

export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProviderError)) throw new Error(`not a ProviderError: ${String(error)}`);
  return error;
}
