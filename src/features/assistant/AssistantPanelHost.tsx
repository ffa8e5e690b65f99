import { useReactiveVar } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { assistantStateVar } from '../../apollo/vars';
import { loadAssistantPanel } from './loadAssistantPanel';

const AssistantPanel = lazy(async () => ({ default: (await loadAssistantPanel()).AssistantPanel }));

/**
 * The assistant drawer, mounted once in the shell whichever button (sidebar or phone bar) opens
 * it, from its first opening on, so that closing animates and the focus goes back to that button.
 */
export function AssistantPanelHost() {
  const { isOpen } = useReactiveVar(assistantStateVar);
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel open={isOpen} onClose={() => assistantStateVar({ ...assistantStateVar(), isOpen: false })} />
    </Suspense>
  );
}
