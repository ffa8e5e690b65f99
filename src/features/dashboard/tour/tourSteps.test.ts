import { allSeen, firstUnseenStep } from './tourSteps';

describe('firstUnseenStep', () => {
  it('starts a new user at the first step and resumes after the last one seen', () => {
    expect(firstUnseenStep({})).toBe(0);
    expect(firstUnseenStep(null)).toBe(0);
    expect(firstUnseenStep({ DASHBOARD_TOUR_1: true })).toBe(1);
    expect(firstUnseenStep({ DASHBOARD_TOUR_1: true, DASHBOARD_TOUR_2: true })).toBe(2);
  });

  it('is done when every step was seen', () => {
    expect(firstUnseenStep(allSeen())).toBeNull();
    expect(firstUnseenStep({ ...allSeen(), OTHER_TOUR: false })).toBeNull();
  });
});
