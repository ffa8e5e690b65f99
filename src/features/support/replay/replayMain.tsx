/**
 * Entry of replay.html. `npm run replay -- <log.json>` serves the log at /app/replay-log.json and
 * prints warnings it is sent at /app/replay-warnings; opened elsewhere, the page asks for a file.
 */
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { basename, routes } from '../../../app/routes';
import { system } from '../../../ui/theme';
import { readOperationLog } from './logFile';
import type { ReplayWarning } from './recordedAnswers';
import { ReplayApp } from './ReplayApp';
import { ReplayStart } from './ReplayStart';
import { startReplay } from './replaySession';

const container = document.getElementById('root');
if (!container) throw new Error('replay.html has no #root element');
const root = createRoot(container);

/** Tells `npm run replay` (when it served the page), which prints it for support staff. */
function report(body: { warning: ReplayWarning } | { problem: string }): void {
  void fetch('/app/replay-warnings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => undefined);
}

function showStart(problem: string | null): void {
  root.render(
    <ChakraProvider value={system}>
      <ReplayStart problem={problem} onFile={(text) => void replay(text)} />
    </ChakraProvider>,
  );
}

async function replay(text: string): Promise<void> {
  const reading = await readOperationLog(text);
  if (!reading.ok) {
    report({ problem: reading.message });
    showStart(reading.message);
    return;
  }
  const { log } = reading;
  // Opened without a screen of its own: start where the user was when they downloaded the log.
  if (['/app', '/app/', '/app/replay.html'].includes(window.location.pathname)) window.history.replaceState(null, '', log.route);
  const session = startReplay(log, () => window.location.pathname, (warning) => report({ warning }));
  const router = createBrowserRouter(routes, { basename });
  root.render(
    <StrictMode>
      <ReplayApp session={session} router={router} />
    </StrictMode>,
  );
}

void fetch('/app/replay-log.json', { cache: 'no-store' })
  .then(async (served) => (served.ok ? replay(await served.text()) : showStart(null)))
  .catch(() => showStart(null));
