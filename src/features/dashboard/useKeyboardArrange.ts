/**
 * The keyboard's way to do what dragging does on the grid: "Move" or "Resize" in a widget's menu
 * starts a mode in which the arrow keys step the widget (a draft, shown but not yet saved),
 * Enter keeps the result and Escape puts it back. Every step is announced through a polite live
 * region. Keeping hands the whole layouts to the same save path a mouse drag uses.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardLayouts } from './model/dashboardDocument';
import type { BreakpointName } from './model/gridConfig';
import { GRID_COLS } from './model/gridConfig';
import { arrangeStep, isArrowKey, positionMessage, sizeMessage, type ArrangeMode } from './model/keyboardArrange';
import type { GridItem } from './model/placeWidget';

export interface Arranging {
  id: string;
  title: string;
  mode: ArrangeMode;
  draft: GridItem[];
}

const HOW_TO: Record<ArrangeMode, string> = {
  move: 'Use the arrow keys to move it, Enter to keep it there, Escape to cancel.',
  resize: 'Use the arrow keys to resize it, Enter to keep the size, Escape to cancel.',
};

/** The element to give focus back to: the widget's own actions button, else the widget. */
function widgetFocusTarget(id: string): HTMLElement | null {
  const item = document.querySelector<HTMLElement>(`[data-grid-item="${CSS.escape(id)}"]`);
  return item?.querySelector<HTMLElement>('button[aria-haspopup="menu"]') ?? item?.querySelector<HTMLElement>('section') ?? null;
}

export function useKeyboardArrange(layouts: DashboardLayouts, breakpoint: BreakpointName, onLayoutsChange: (layouts: DashboardLayouts) => void) {
  const [arranging, setArranging] = useState<Arranging | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The key handler reads the newest state without being re-attached on every step.
  const latest = useRef({ arranging, layouts, breakpoint, onLayoutsChange });
  useEffect(() => {
    latest.current = { arranging, layouts, breakpoint, onLayoutsChange };
  });

  const start = useCallback((id: string, title: string, mode: ArrangeMode) => {
    const { layouts: current, breakpoint: shown } = latest.current;
    const item = current[shown].find((candidate) => candidate.i === id);
    if (!item) return;
    setArranging({ id, title, mode, draft: current[shown] });
    const where = mode === 'move' ? `column ${item.x + 1}, row ${item.y + 1}` : `${item.w} by ${item.h}`;
    setAnnouncement(`${mode === 'move' ? 'Moving' : 'Resizing'} ${title}, now ${where}. ${HOW_TO[mode]}`);
  }, []);

  const active = arranging !== null;
  useEffect(() => {
    if (!active) return;
    // Captured on the window: the menu that started the mode may still hold focus for a moment,
    // and Enter on it must not open it again.
    const onKeyDown = (event: KeyboardEvent) => {
      const { arranging: current, layouts: saved, breakpoint: shown, onLayoutsChange: save } = latest.current;
      if (!current || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isArrowKey(event.key)) {
        const step = arrangeStep(current.draft, current.id, current.mode, event.key, GRID_COLS[shown]);
        setArranging({ ...current, draft: step.layout });
        setAnnouncement(step.message);
      } else if (event.key === 'Enter' || event.key === 'Escape') {
        const keep = event.key === 'Enter';
        if (keep) save({ ...saved, [shown]: current.draft });
        const item = (keep ? current.draft : saved[shown]).find((candidate) => candidate.i === current.id);
        const summary = item ? (current.mode === 'move' ? positionMessage(item) : sizeMessage(item)) : '';
        setAnnouncement(keep ? `${current.title} kept. ${summary}.` : `${current.mode === 'move' ? 'Move' : 'Resize'} cancelled.`);
        setArranging(null);
        widgetFocusTarget(current.id)?.focus();
      } else {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active]);

  // Focus goes to the widget being arranged once the menu that started it has closed (and
  // handed focus back to its button), so a screen reader is on the widget being moved.
  const arrangedId = arranging?.id;
  useEffect(() => {
    if (!arrangedId) return;
    const timer = setTimeout(() => document.querySelector<HTMLElement>(`[data-grid-item="${CSS.escape(arrangedId)}"] section`)?.focus(), 50);
    return () => clearTimeout(timer);
  }, [arrangedId]);

  // The breakpoint changed under a draft (the window was resized): the draft no longer fits.
  const [startedAt, setStartedAt] = useState(breakpoint);
  if (startedAt !== breakpoint) {
    setStartedAt(breakpoint);
    if (arranging) setArranging(null);
  }

  const shown: DashboardLayouts = arranging ? { ...layouts, [breakpoint]: arranging.draft } : layouts;
  return { arranging, announcement, start, shown, howTo: arranging ? HOW_TO[arranging.mode] : '' };
}
