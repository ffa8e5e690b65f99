import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { deleteRefusal, inUseSentence } from './deleteRefusal';

const inUse = 'Broker "IBKR" is used by 3 transactions; delete with cascade: true to delete them too. Nothing was deleted.';

describe('deleteRefusal', () => {
  it('recognises the IN_USE refusal and keeps its first clause', () => {
    const error = new CombinedGraphQLErrors({ errors: [new GraphQLError(inUse, { extensions: { code: 'IN_USE' } })] });
    expect(deleteRefusal(error)).toEqual({ inUse: true, message: 'Broker "IBKR" is used by 3 transactions.' });
  });

  it('passes any other failure on with its message', () => {
    const error = new CombinedGraphQLErrors({ errors: [new GraphQLError('Broker does not exist!', { extensions: { code: 'NOT_FOUND' } })] });
    expect(deleteRefusal(error)).toEqual({ inUse: false, message: 'Broker does not exist!' });
    expect(deleteRefusal(new Error('Failed to fetch'))).toEqual({ inUse: false, message: 'Failed to fetch' });
  });
});

describe('inUseSentence', () => {
  it('keeps a message it does not recognise whole', () => {
    expect(inUseSentence('These 2 accounts are used by 1 transaction; delete with cascade: true to delete it too.')).toBe(
      'These 2 accounts are used by 1 transaction.',
    );
    expect(inUseSentence('Something else happened.')).toBe('Something else happened.');
  });
});
