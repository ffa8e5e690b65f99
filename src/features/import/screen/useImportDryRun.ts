/**
 * The commit's dry run, while the user reads the preview: once the rows are staged and the
 * portfolio and account are chosen, the server makes the whole change with every check the commit
 * makes (the money engine over every touched holding included) and writes nothing. So "0 problems"
 * means the import will go through: a sell of shares the portfolio does not hold is found here,
 * on its row, not after Import. It runs again when the target or the excluded rows change; the
 * engine stops at the first refusal, so excluding that row shows the next one, if any.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../ui/errorMessage';
import type { ImportApi, ImportTarget, StagedImport } from './uploadImport';

export type DryRunState =
  /** Not possible yet: the rows are not staged, or no target is chosen. */
  | { status: 'waiting' }
  | { status: 'checking' }
  | { status: 'passed' }
  /** The ledger refuses the change: on a row of the file, or (row null) for another reason. */
  | { status: 'refused'; row: number | null; message: string };

/** Changes of the excluded rows closer together than this are checked once. */
export const DRY_RUN_DELAY_MS = 400;

const WAITING: DryRunState = { status: 'waiting' };
const CHECKING: DryRunState = { status: 'checking' };
const PASSED: DryRunState = { status: 'passed' };

/**
 * `excludeRows`: the staged rows to leave out, those the user excluded and those the stage found
 * problems in, never those a dry run refused (leaving those out would pass, and bring them back).
 */
export function useImportDryRun(api: ImportApi, staged: StagedImport | null, target: ImportTarget | null, excludeRows: readonly number[]): DryRunState {
  // The answer with the request it answers: a newer request shows as checking until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; state: DryRunState } | null>(null);
  // By value: the caller builds a new array on every render.
  const excludedKey = excludeRows.join(',');
  const excluded = useMemo(() => (excludedKey ? excludedKey.split(',').map(Number) : []), [excludedKey]);
  const portfolioId = target?.portfolioId ?? null;
  const accountId = target?.accountId ?? null;
  const key = staged && portfolioId && accountId ? `${staged.importId}|${portfolioId}|${accountId}|${excludedKey}` : null;

  useEffect(() => {
    if (key === null || staged === null || !portfolioId || !accountId) return;
    let current = true;
    const timer = setTimeout(() => {
      api.commit(staged.importId, { portfolioId, accountId }, excluded, { dryRun: true }).then(
        () => current && setAnswer({ key, state: PASSED }),
        (error: unknown) => current && setAnswer({ key, state: refusal(error) }),
      );
    }, DRY_RUN_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, key, staged, portfolioId, accountId, excluded]);

  if (key === null) return WAITING;
  return answer?.key === key ? answer.state : CHECKING;
}

/** The server names the file row of a refusal in `extensions.row` ("Row 2: shares sells 100 …"). */
function refusal(error: unknown): DryRunState {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const row = first?.extensions?.row;
  if (first && typeof row === 'number') return { status: 'refused', row, message: first.message.replace(/^Row \d+: /, '') };
  return { status: 'refused', row: null, message: first?.message ?? errorMessage(error) };
}
