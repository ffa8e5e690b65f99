import type { ReactiveVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

export type PanelComponent = LazyExoticComponent<ComponentType<{ open: boolean; onClose: () => void }>>;

/**
 * A drawer the shell opens (notifications, the assistant), mounted once whichever button opens
 * it, from its first opening on: its code loads then, closing animates, and the focus goes back
 * to that button. `state` says whether it is open.
 */
export function LazyPanelHost<S extends { isOpen: boolean }>({ state, Panel }: { state: ReactiveVar<S>; Panel: PanelComponent }) {
  const { isOpen } = useReactiveVar(state);
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Panel open={isOpen} onClose={() => state({ ...state(), isOpen: false })} />
    </Suspense>
  );
}
