// What the bench's browser phases share: the phase itself (Chromium against the built SPA and the
// real server in a child process, a work directory, a time limit, the server's peak memory and the
// machine's load printed at the end), and the page probes that judge how responsive the page was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../e2e/chromium';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { ms } from './stats';

/** Chromium as the bench runs it: no sandbox (a container), no GPU, no background traffic. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface BrowserPhase {
  /** A fresh directory for the phase's files and databases, removed afterwards. */
  workDir: string;
  /** Starts the real server; it is stopped at the end, and its peak memory printed. */
  startServer(env: Record<string, string>): Promise<ServerProcess>;
  /** Launches Chromium; it is closed at the end, or when the phase runs out of time. */
  launchBrowser(extraArgs?: readonly string[]): Promise<Browser>;
}

export interface BrowserPhaseOptions {
  /** One word for the work directory and the time-out message ("import", "dashboard"). */
  name: string;
  /** The heading printed above the phase's figures. */
  title: string;
  /** Past this the phase gives up (closing the browser unblocks every wait), so a hang cannot stall the bench. */
  limitMs: number;
  /** A reason the phase cannot be measured besides the build and Chromium (a missing fixture). */
  unmeasurable?: string | null;
}

/**
 * A signed-out page's context as the phases use it: a desktop window (the transaction list is a
 * table there, cards below 600 px), patient waits, and the probe installed before the app's scripts.
 */
export async function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(120_000);
  await context.addInitScript({ content: PROBE_SCRIPT });
  return context;
}

/**
 * Runs one browser phase, or says why it is not measured (no build, no Chromium). Whatever
 * `work` opened is closed however it ends.
 */
export async function runBrowserPhase({ name, title, limitMs, unmeasurable }: BrowserPhaseOptions, work: (phase: BrowserPhase) => Promise<void>): Promise<void> {
  console.log('');
  if (!fs.existsSync('dist/index.html')) return console.log(`${title}\n  not measured: build the SPA first (npm run build)`);
  const executablePath = findChromium();
  if (!executablePath) return console.log(`${title}\n  not measured: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  if (unmeasurable) return console.log(`${title}\n  not measured: ${unmeasurable}`);

  console.log(title);
  if (newestMtime('src') > fs.statSync('dist/index.html').mtimeMs) console.log('  (dist/ is older than src/: these figures are of the last build; npm run build)');
  const loadBefore = os.loadavg()[0]!;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-browser-`));
  const opened: { server: ServerProcess | null; browser: Browser | null } = { server: null, browser: null };
  let timedOut = false;
  const watchdog = setTimeout(() => {
    timedOut = true;
    void opened.browser?.close();
  }, limitMs);
  try {
    await work({
      workDir,
      startServer: async (env) => (opened.server = await startServerProcess(env)),
      launchBrowser: async (extraArgs = []) => (opened.browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] })),
    });
  } catch (error) {
    if (timedOut) throw new Error(`The browser ${name} bench took over ${(limitMs / 60_000).toFixed(0)} minutes and was stopped.`, { cause: error });
    throw error;
  } finally {
    clearTimeout(watchdog);
    await opened.browser?.close().catch(() => undefined);
    const peakMb = opened.server ? (await opened.server.stop()) / 1024 : 0;
    fs.rmSync(workDir, { recursive: true, force: true });
    if (peakMb > 0) console.log(`  server peak resident memory ${peakMb.toFixed(0)} MB; 1-minute load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} cores`);
  }
}

/** The newest file under `dir`, for telling whether dist/ was built from the current sources. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Signs in through the sign-in screen, as a user would. With `then` (a signed-in route such as
 * '/app/profile'), that route is opened first: signed out, it sends the visitor to sign in and
 * back to it afterwards, so nothing else (the home view's dashboard) is loaded on the way.
 */
export async function signInThroughScreen(page: Page, email: string, password: string, then?: string): Promise<void> {
  await page.goto(then ?? '/app/auth/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => (then ? url.pathname === then : !url.pathname.startsWith('/app/auth/')));
}

interface Probe {
  /** [startTime, duration] of every long task (> 50 ms on the main thread). */
  longTasks: [number, number][];
  /** The time of every animation frame. */
  frames: number[];
}

/**
 * Installed before the app's own scripts: a long-task observer and a requestAnimationFrame loop
 * that notes every frame, so any window of time can be judged afterwards: the longest task, the
 * longest gap between frames (how long the page could not paint or answer input). Plain script
 * text: tsx's keepNames would wrap a function's inner functions in a helper the page lacks.
 */
export const PROBE_SCRIPT = `(() => {
  const probe = { longTasks: [], frames: [] };
  window.__benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  requestAnimationFrame(function frame(time) {
    probe.frames.push(time);
    requestAnimationFrame(frame);
  });
})();`;

export interface ProbeWindow {
  /** Main-thread tasks over 50 ms overlapping the window, in ms. */
  longTasks: number[];
  /** Intervals between consecutive frames over the window (including the frames around its ends). */
  frameGaps: number[];
}

export const pageNow = (page: Page) => page.evaluate(() => performance.now());

export async function probeWindow(page: Page, from: number, to: number): Promise<ProbeWindow> {
  return page.evaluate(
    ([from, to]) => {
      const { longTasks, frames } = (window as unknown as { __benchProbe: Probe }).__benchProbe;
      const first = Math.max(0, frames.findIndex((time) => time >= from) - 1);
      const after = frames.findIndex((time) => time > to);
      const inside = frames.slice(first, after < 0 ? frames.length : after + 1);
      return {
        longTasks: longTasks.filter(([start, duration]) => start + duration > from && start < to).map(([, duration]) => duration),
        frameGaps: inside.slice(1).map((time, index) => time - inside[index]!),
      };
    },
    [from, to] as const,
  );
}

export const longest = (values: number[]) => values.reduce((max, value) => Math.max(max, value), 0);
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const count = (value: number) => value.toLocaleString('en');

export function mainThread({ longTasks, frameGaps }: ProbeWindow): string {
  return `longest main-thread task ${ms(longest(longTasks))}, ${longTasks.filter((d) => d > 200).length} tasks > 200 ms (${longTasks.length} > 50 ms), longest gap between frames ${ms(longest(frameGaps))}`;
}

export const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/** `promise`, or `fallback` after `limit` ms: a busy page may answer late or never. */
export async function within<T>(promise: Promise<T>, limit: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), limit)))]);
  } finally {
    clearTimeout(timer);
  }
}
