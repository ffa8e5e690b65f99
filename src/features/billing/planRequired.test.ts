import { CombinedGraphQLErrors } from '@apollo/client';
import { planRequiredFeature } from './planRequired';

const refusal = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: 'Creating embed links needs a subscription.', extensions }] });

describe('planRequiredFeature', () => {
  it('reads the feature of a PLAN_REQUIRED refusal', () => {
    expect(planRequiredFeature(refusal({ code: 'PLAN_REQUIRED', feature: 'embeds' }))).toBe('embeds');
  });

  it.each([
    ['another code', refusal({ code: 'BAD_USER_INPUT', feature: 'embeds' })],
    ['an unknown feature', refusal({ code: 'PLAN_REQUIRED', feature: 'teleport' })],
    ['a network failure', new Error('Failed to fetch')],
  ])('is null for %s', (_, error) => {
    expect(planRequiredFeature(error)).toBeNull();
  });
});
