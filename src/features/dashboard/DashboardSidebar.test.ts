import { moveId } from './DashboardSidebar';

describe('moveId', () => {
  it('puts a dragged dashboard where it was dropped, up or down', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b'], 'a', 'a')).toEqual(['a', 'b']);
  });
});
