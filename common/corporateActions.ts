/**
 * Corporate actions the tracker proposes for the ledger (docs/decisions/0008): their ids, which
 * name what they are, and the bounds of one call.
 */

export type CorporateActionKind = 'Split' | 'Dividend';

/** Action ids one accept or dismiss may name. */
export const MAX_ACTIONS_PER_CALL = 500;

/** Pending actions one list answers at most (oldest first). */
export const MAX_PENDING_ACTIONS = 2000;

/** The longest id an action may have: kind, two UUIDs and a date. */
export const MAX_ACTION_ID = 120;

/** The id of a proposed action: what it is, in which holding, on which day. The same proposal always has the same id. */
export const corporateActionId = (kind: CorporateActionKind, portfolioId: string, securityId: string, day: string): string =>
  `${kind === 'Split' ? 'split' : 'dividend'}:${portfolioId}:${securityId}:${day}`;
