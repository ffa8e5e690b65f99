import { confirmsDeletion } from './deleteConfirmation';

describe('confirmsDeletion', () => {
  it('accepts DELETE exactly, or the e-mail in any case', () => {
    expect(confirmsDeletion('DELETE', 'a@b.c')).toBe(true);
    expect(confirmsDeletion(' DELETE ', null)).toBe(true);
    expect(confirmsDeletion('A@B.c', 'a@b.c')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(confirmsDeletion('delete', 'a@b.c')).toBe(false);
    expect(confirmsDeletion('', 'a@b.c')).toBe(false);
    expect(confirmsDeletion('', null)).toBe(false);
    expect(confirmsDeletion('a@b.co', 'a@b.c')).toBe(false);
  });
});
