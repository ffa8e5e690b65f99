/**
 * Runs the three-step dashboard tour with driver.js (loaded with this component, only when a
 * dashboard shows): on a user's first dashboard visit, again from where it stopped, or when
 * asked. Each step shown is saved in tourGuides; closing the tour marks it done (leaving the
 * dashboard mid-tour does not, so it resumes at that step).
 */
import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef } from 'react';
import { useSaveTourGuidesMutation } from '../../../generated/graphql';
import { usePrefersReducedMotion } from '../../../lib/usePrefersReducedMotion';
import './tour.css';
import { TOUR_STEPS, allSeen } from './tourSteps';

export interface DashboardTourProps {
  /** Asked for with the tour button: start at the first step. */
  requested: boolean;
  /** The first step not yet seen (useTourStart), or null when the tour is done. */
  start: number | null;
  onFinished: () => void;
}

export function DashboardTour({ requested, start, onFinished }: DashboardTourProps) {
  const [save] = useSaveTourGuidesMutation();
  const reducedMotion = usePrefersReducedMotion();
  const tourRef = useRef<Driver | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shouldRun = requested || start !== null;

  // Leaving the dashboard ends a running tour (which counts as dismissing it).
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
      tourRef.current?.destroy();
    },
    [],
  );

  useEffect(() => {
    // Once running, the tour goes on until closed: the progress it saves (which changes
    // `shouldRun`) must neither restart nor stop it.
    if (!shouldRun || tourRef.current) return;
    const record = (tourGuides: Record<string, boolean>) => void save({ variables: { userSettingInput: { tourGuides } } }).catch(() => undefined);
    const tour = driver({
      // Each step records itself when shown (driver's own hook options name the previous step).
      steps: TOUR_STEPS.map((step) => ({
        element: step.element,
        popover: { title: step.title, description: step.description },
        onHighlighted: () => record({ [step.key]: true }),
      })),
      showProgress: true,
      progressText: 'Step {{current}} of {{total}}',
      nextBtnText: 'Next',
      prevBtnText: 'Back',
      doneBtnText: 'Done',
      popoverClass: 'app-tour',
      overlayOpacity: 0.5,
      // driver.js slides its highlight from step to step in script, out of CSS's reach.
      animate: !reducedMotion,
      // Done, the close button, Escape or a click outside: the tour counts as finished.
      onDestroyStarted: () => {
        record(allSeen());
        tour.destroy();
      },
      onDestroyed: () => {
        tourRef.current = null;
        onFinished();
      },
    });
    tourRef.current = tour;
    // A pause lets the grid lay the widgets out before the first step measures them.
    timerRef.current = setTimeout(() => tour.drive(requested ? 0 : (start ?? 0)), 300);
  }, [shouldRun, requested, start, save, onFinished, reducedMotion]);

  return null;
}
