/**
 * The dashboard tour: three steps, DASHBOARD_TOUR_1..3, each recorded in the user's
 * tourGuides when shown, so the tour resumes where it stopped and never repeats once done.
 */
export const TOUR_STEPS = [
  {
    key: 'DASHBOARD_TOUR_1',
    element: '[data-tour="dashboard-sidebar"]',
    title: 'Your dashboards',
    description: 'Switch between dashboards here. Create, rename, recolour, duplicate or delete them, and drag to reorder. Hide this list to give the widgets more room.',
  },
  {
    key: 'DASHBOARD_TOUR_2',
    element: '[data-tour="add-widget"]',
    title: 'Add widgets',
    description: 'Pick figures, charts and tables about your portfolios. Each widget has its own settings: portfolios, holding types and the period it covers.',
  },
  {
    key: 'DASHBOARD_TOUR_3',
    element: '[data-tour="widget-header"]',
    title: 'Arrange them your way',
    description: 'Drag a widget by its title, resize charts and tables from their corner, open settings, or maximise a chart. Your layout is saved as you go.',
  },
] as const;

export type TourStepKey = (typeof TOUR_STEPS)[number]['key'];

/** The step to start from: the first one not yet seen, or null when the tour is done. */
export function firstUnseenStep(tourGuides: unknown): number | null {
  const seen = tourGuides !== null && typeof tourGuides === 'object' ? (tourGuides as Record<string, unknown>) : {};
  const index = TOUR_STEPS.findIndex((step) => seen[step.key] !== true);
  return index === -1 ? null : index;
}

/** Every step marked seen: the tour was finished or dismissed. */
export function allSeen(): Record<TourStepKey, true> {
  return Object.fromEntries(TOUR_STEPS.map((step) => [step.key, true])) as Record<TourStepKey, true>;
}
