// The arguments every analytics query checks the same way: a day, a selection of portfolios, and
// a selection of sectors.
import { MAX_FILTER_SECTORS, MAX_SECTOR_LENGTH } from '../../../common/analyticsFilter';
import { MAX_DATE, MIN_DATE } from '../../../common/limits';
import type { DataOwner } from '../../auth/tokenVerifier';
import { appError } from '../../kernel/errors';
import { isCalendarDay, toDay } from '../../portfolio/days';

/** A yyyy-MM-dd argument (`path` names it in the error) as a day, or null when absent. */
export function parseDay(value: string | null | undefined, path: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < MIN_DATE || value > MAX_DATE) {
    throw appError('BAD_USER_INPUT', `${path} must be a date written yyyy-MM-dd between ${MIN_DATE} and ${MAX_DATE}.`);
  }
  if (!isCalendarDay(value)) throw appError('BAD_USER_INPUT', `${path} is not a real date: "${value}".`);
  return toDay(value);
}

export type OwnedSelection = (owner: DataOwner, ids: readonly string[] | null | undefined) => Promise<Set<string> | null>;

/** The portfolios a filter names, all the owner's (another user's id is a missing one), or null for every portfolio. */
export function ownedSelectionOf(ownedPortfolioIds: (ownerUid: string, ids: readonly string[]) => Promise<Set<string>>): OwnedSelection {
  return async (owner, ids) => {
    if (!ids || ids.length === 0) return null;
    const wanted = [...new Set(ids)];
    const owned = await ownedPortfolioIds(owner.uid, wanted);
    if (owned.size < wanted.length) throw appError('NOT_FOUND', 'Portfolio does not exist!');
    return owned;
  };
}

/**
 * A filter's sectors (`path` names it in the error), sorted and distinct so equal selections share
 * an answer, or null for every sector (absent or empty). Bounded: each name is compared with every
 * held security's sector.
 */
export function parseSectors(values: readonly string[] | null | undefined, path: string): string[] | null {
  if (!values || values.length === 0) return null;
  if (values.length > MAX_FILTER_SECTORS) throw appError('BAD_USER_INPUT', `${path} may name at most ${MAX_FILTER_SECTORS} sectors.`);
  if (values.some((name) => name.trim() === '' || name.length > MAX_SECTOR_LENGTH)) {
    throw appError('BAD_USER_INPUT', `${path} must list sector names of 1 to ${MAX_SECTOR_LENGTH} characters.`);
  }
  return [...new Set(values.map((name) => name.trim()))].sort();
}
