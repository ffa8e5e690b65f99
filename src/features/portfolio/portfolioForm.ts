/**
 * What the portfolio form checks before it sends anything: the server's own rules for names
 * and descriptions (server/modules/shared/namedInput.ts), so a refusal there is the exception.
 */
import type { PortfolioInput } from '../../generated/graphql';

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;

export const NAME_REQUIRED = 'Enter a name for the portfolio.';
export const NAME_TOO_LONG = `The name can be at most ${MAX_NAME} characters.`;
export const DESCRIPTION_TOO_LONG = `The description can be at most ${MAX_DESCRIPTION} characters.`;

export interface PortfolioFormValues {
  name: string;
  description: string;
}

export interface PortfolioFormErrors {
  name?: string;
  description?: string;
}

export type PortfolioFormResult = { ok: true; input: PortfolioInput } | { ok: false; errors: PortfolioFormErrors };

/** Trims both fields as the server will; an empty description is sent as null (none). */
export function validatePortfolioForm({ name, description }: PortfolioFormValues): PortfolioFormResult {
  const trimmedName = name.trim();
  const trimmedDescription = description.trim();
  const errors: PortfolioFormErrors = {};
  if (!trimmedName) errors.name = NAME_REQUIRED;
  else if (trimmedName.length > MAX_NAME) errors.name = NAME_TOO_LONG;
  if (trimmedDescription.length > MAX_DESCRIPTION) errors.description = DESCRIPTION_TOO_LONG;
  if (errors.name || errors.description) return { ok: false, errors };
  return { ok: true, input: { name: trimmedName, description: trimmedDescription || null } };
}

/** The form's starting values: empty for a new portfolio, the saved ones when editing. */
export function portfolioFormValues(portfolio?: { name: string; description?: string | null } | null): PortfolioFormValues {
  return { name: portfolio?.name ?? '', description: portfolio?.description ?? '' };
}
