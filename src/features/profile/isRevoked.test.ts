import { isRevoked } from './isRevoked';

describe('isRevoked', () => {
  const authTime = 'Sat, 21 Nov 2026 10:00:00 GMT';

  it('is true when the revocation is in a later second than the sign-in', () => {
    expect(isRevoked('2026-11-21T10:00:01.000Z', authTime)).toBe(true);
  });

  it('is false for a sign-in after, or in the same second as, the revocation', () => {
    expect(isRevoked('2026-11-21T09:59:59.999Z', authTime)).toBe(false);
    expect(isRevoked('2026-11-21T10:00:00.900Z', authTime)).toBe(false);
  });

  it('is false for unreadable times', () => {
    expect(isRevoked('soon', authTime)).toBe(false);
    expect(isRevoked('2026-11-21T10:00:01.000Z', '')).toBe(false);
  });
});
