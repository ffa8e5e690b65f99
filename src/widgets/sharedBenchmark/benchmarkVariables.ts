import type { WidgetBenchmarkReturnQueryVariables } from '../../generated/graphql';

/** The benchmark request of a widget comparing from `from` (its interval's start; none: all time) to today. */
export function benchmarkVariables(symbol: string, from: string | null | undefined): WidgetBenchmarkReturnQueryVariables {
  return from ? { symbol, from } : { symbol };
}
