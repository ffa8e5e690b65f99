import { lazy } from 'react';
import { assistantStateVar } from '../../apollo/vars';
import { LazyPanelHost } from '../../ui/LazyPanelHost';
import { loadAssistantPanel } from './loadAssistantPanel';

const AssistantPanel = lazy(async () => ({ default: (await loadAssistantPanel()).AssistantPanel }));

/** The assistant drawer, mounted in the shell from its first opening (sidebar or phone bar button). */
export function AssistantPanelHost() {
  return <LazyPanelHost state={assistantStateVar} Panel={AssistantPanel} />;
}
