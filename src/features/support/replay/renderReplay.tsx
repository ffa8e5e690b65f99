/**
 * A replay inside Jest: the app at the log's route (or `path`), answered from the log, so a
 * support case becomes a regression test:
 *
 *   const { warnings } = await renderReplay(fs.readFileSync('case-1234.json', 'utf8'));
 *   expect(await screen.findByText('$2,030.20')).toBeInTheDocument();
 *   expect(warnings.snapshot()).toEqual([]);
 */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { basename, routes } from '../../../app/routes';
import { readOperationLog } from './logFile';
import { ReplayApp } from './ReplayApp';
import { startReplay, type ReplaySession } from './replaySession';

export async function renderReplay(logText: string, path?: string): Promise<RenderResult & ReplaySession & { router: ReturnType<typeof createMemoryRouter> }> {
  const reading = await readOperationLog(logText);
  if (!reading.ok) throw new Error(reading.message);
  const router = createMemoryRouter(routes, { basename, initialEntries: [path ?? reading.log.route] });
  // Operations start once rendered; the session exists before, as the app's client would.
  const session = startReplay(reading.log, () => router.state.location.pathname);
  return { ...render(<ReplayApp session={session} router={router} />), ...session, router };
}
