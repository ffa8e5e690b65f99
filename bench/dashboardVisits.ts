// A dashboard visit as the browser phases measure it (the dashboard and market benches): a probe
// that notes when every widget is fully rendered, page.goto to that moment, the GraphQL POSTs
// before and after the first contentful paint by operation, and the scripts loaded, split into
// the app's and route's chunks, the widgets' own and the chunks loaded only for widgets.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { mainThread, probeWindow, seconds, within } from './browserPhase';

export interface RenderCheck {
  /** What a widget's body shows once its content is there (a chart's svg, a table, a KPI's output…). */
  content: string;
  /** Text that, while in a widget, means it still waits for data ("Fetching prices for"). */
  unfinishedText?: string;
}

/**
 * Installed before the app's scripts: on every frame, whether each widget section is fully
 * rendered (nothing in it loading, no unfinished text, and its body shows `content`; the header's
 * icons do not count), noting when each widget, and when all N sections present, first were.
 * Plain script text, like PROBE_SCRIPT.
 */
function renderProbe({ content, unfinishedText }: RenderCheck): string {
  return `(() => {
  const state = { allDoneAt: {}, widgetDoneAt: {} };
  window.__benchDashboard = state;
  const loading = '[data-state="loading"], [role="status"][aria-label="Loading"]';
  const content = ${JSON.stringify(content)};
  const unfinished = ${JSON.stringify(unfinishedText ?? null)};
  requestAnimationFrame(function check() {
    const now = performance.now();
    const sections = document.querySelectorAll('section[data-widget]');
    let all = sections.length > 0;
    for (const section of sections) {
      const body = section.children.length > 1 ? section.lastElementChild : section;
      const done = !section.querySelector(loading) && !!body.querySelector(content) && !(unfinished && section.textContent.includes(unfinished));
      const name = section.getAttribute('data-widget');
      if (done && !(name in state.widgetDoneAt)) state.widgetDoneAt[name] = now;
      all = all && done;
    }
    if (all && !(sections.length in state.allDoneAt)) state.allDoneAt[sections.length] = now;
    requestAnimationFrame(check);
  });
})();`;
}

interface RenderState {
  allDoneAt: Record<number, number>;
  widgetDoneAt: Record<string, number>;
}

interface LoggedRequest {
  page: Page;
  request: Request;
  /** When the bench saw it, epoch ms; the request's own start time replaces it once known. */
  seenAt: number;
}

interface LoggedScript {
  page: Page;
  response: Response;
  seenAt: number;
}

export interface Visit {
  /** page.goto start to every widget fully rendered, ms; null when not within the render limit. */
  renderedMs: number | null;
  fcpMs: number | null;
  /** GraphQL POSTs started after first contentful paint and before fully rendered, by operation. */
  afterPaint: Map<string, number>;
  /** The ones started before first contentful paint. */
  beforePaint: Map<string, number>;
  scriptsAfterPaint: number;
  scripts: { file: string; transferred: number; uncompressed: number }[];
  slowest: [string, number][];
  mainThread: string;
  /** What each section showed when the wait ended: shown, loading, empty, failure or nothing shown. */
  states: string[];
}

const epochNow = () => performance.timeOrigin + performance.now();
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const startOf = (entry: { request: Request; seenAt: number }) => {
  const start = entry.request.timing().startTime;
  return start > 0 ? start : entry.seenAt;
};

/** The operation names a GraphQL POST carries (a batch carries several). */
function operationNames(request: Request): string[] {
  try {
    const body = JSON.parse(request.postData() ?? 'null') as { operationName?: string } | { operationName?: string }[] | null;
    return (Array.isArray(body) ? body : [body]).map((operation) => operation?.operationName ?? 'anonymous');
  } catch {
    return ['unreadable'];
  }
}

export type ChunkGraph = ReturnType<typeof chunkGraph>;

/**
 * Which built chunk files are a widget's own (the module its definition's load() imports names
 * the chunk), and each chunk's static and dynamic imports: from dist/.vite/manifest.json when the
 * build writes one, otherwise read from the chunks themselves (`import … from "./x.js"`, `import("./x.js")`).
 */
export function chunkGraph(): { widgetOf: Map<string, string>; imports: Map<string, string[]>; dynamicImports: Map<string, string[]>; entry: string | null } {
  const assets = path.join('dist', 'assets');
  const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const widgetOf = new Map<string, string>();
  const imports = new Map<string, string[]>();
  const dynamicImports = new Map<string, string[]>();
  // A widget's directory holds its definition (newsUpdates is one too, without the prefix).
  const widgetDirs = fs.readdirSync(path.join('src', 'widgets')).filter((dir) => fs.existsSync(path.join('src', 'widgets', dir, 'definition.ts')));
  const manifestPath = path.join('dist', '.vite', 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
    const fileOf = (key: string) => path.basename(manifest[key]?.file ?? key);
    let entry: string | null = null;
    for (const [key, chunk] of Object.entries(manifest)) {
      const file = path.basename(chunk.file);
      const widget = /^src\/widgets\/([^/]+)\//.exec(chunk.src ?? key)?.[1];
      if (widget && widgetDirs.includes(widget)) widgetOf.set(file, widget);
      if (chunk.isEntry) entry = file;
      imports.set(file, (chunk.imports ?? []).map(fileOf));
      dynamicImports.set(file, (chunk.dynamicImports ?? []).map(fileOf));
    }
    return { widgetOf, imports, dynamicImports, entry };
  }
  const entry = /src="\/app\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(path.join('dist', 'index.html'), 'utf8'))?.[1] ?? null;
  // A widget's own chunk is named after the module its definition loads: load: () => import('./KpiTotalValue').
  const chunkNames = new Map<string, string>();
  for (const dir of widgetDirs) {
    for (const match of fs.readFileSync(path.join('src', 'widgets', dir, 'definition.ts'), 'utf8').matchAll(/import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g)) chunkNames.set(path.basename(match[1]!).replace(/\.tsx?$/, ''), dir);
  }
  // Minified output quotes with ", ' or ` (rolldown writes dynamic imports with backticks).
  const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]\.\/([^"'`]+?\.js)["'`]/g;
  const dynamicImport = /\bimport\(\s*["'`]\.\/([^"'`]+?\.js)["'`]\s*\)/g;
  for (const file of files) {
    const widget = chunkNames.get(file.replace(/-[\w-]{8}\.js$/, ''));
    if (widget) widgetOf.set(file, widget);
    const text = fs.readFileSync(path.join(assets, file), 'utf8');
    imports.set(file, [...text.matchAll(staticImport)].map((match) => match[1]!));
    dynamicImports.set(file, [...text.matchAll(dynamicImport)].map((match) => match[1]!));
  }
  return { widgetOf, imports, dynamicImports, entry };
}

export interface Classified {
  app: Visit['scripts'];
  widgets: (Visit['scripts'][number] & { widget: string })[];
  forWidgets: Visit['scripts'];
}

/**
 * Splits the scripts a visit loaded: the app's and the route's (reachable from the entry through
 * static and dynamic imports without passing through a widget's own chunk), the widgets' own chunks,
 * and chunks loaded only for widgets (shared widget code and chart libraries).
 */
export function classify(scripts: Visit['scripts'], graph: ChunkGraph): Classified {
  const loaded = new Set(scripts.map((script) => script.file));
  const app = new Set<string>();
  // From the entry; a script that is not a built chunk (the server's runtime-config.js) is the app's too.
  const queue = [...(graph.entry ? [graph.entry] : []), ...scripts.filter((script) => !graph.imports.has(script.file)).map((script) => script.file)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (app.has(file) || graph.widgetOf.has(file)) continue;
    app.add(file);
    for (const next of [...(graph.imports.get(file) ?? []), ...(graph.dynamicImports.get(file) ?? [])]) if (loaded.has(next)) queue.push(next);
  }
  return {
    app: scripts.filter((script) => app.has(script.file)),
    widgets: scripts.filter((script) => graph.widgetOf.has(script.file)).map((script) => ({ ...script, widget: graph.widgetOf.get(script.file)! })),
    forWidgets: scripts.filter((script) => !app.has(script.file) && !graph.widgetOf.has(script.file)),
  };
}

export const totals = (scripts: Visit['scripts']) =>
  `${scripts.length} files, ${kb(sum(scripts.map((s) => s.transferred)))} compressed, ${kb(sum(scripts.map((s) => s.uncompressed)))} uncompressed`;

/** GraphQL POSTs by operation, most first. */
export const breakdown = (calls: Map<string, number>) => [...calls].sort(([, a], [, b]) => b - a).map(([name, n]) => `${name} ${n}`).join(', ') || 'none';
export const roundTrips = (visit: Visit) => sum([...visit.afterPaint.values()]);

/**
 * BENCH_WATERFALL=1: each request of a visit from its start to its end, each widget's render and
 * the page's performance marks ("dashboard: …"), in ms from page.goto: where a visit waits on what.
 */
function printWaterfall(started: number, calls: LoggedRequest[], loaded: LoggedScript[], marks: Record<string, number>, timeOrigin: number) {
  const rows: [number, string][] = [];
  const span = (request: Request, label: string) => {
    const timing = request.timing();
    const start = timing.startTime > 0 ? timing.startTime - started : NaN;
    const end = timing.responseEnd > 0 ? timing.startTime + timing.responseEnd - started : NaN;
    rows.push([start, `${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)} ms  ${label}`]);
  };
  for (const entry of calls) span(entry.request, `POST ${operationNames(entry.request).join('+')}`);
  for (const entry of loaded) span(entry.response.request(), path.basename(new URL(entry.response.url()).pathname));
  for (const [name, at] of Object.entries(marks)) {
    const ms = timeOrigin + at - started;
    rows.push([ms, `${ms.toFixed(0).padStart(6)}            ${name.includes(':') ? name : `rendered ${name}`}`]);
  }
  console.log(rows.sort(([a], [b]) => a - b).map(([, line]) => `      ${line}`).join('\n'));
}

export interface DashboardVisits {
  /** A navigation measured: page.goto start to every widget rendered, the calls and scripts in between. */
  visit(page: Page, url: string, widgets: number): Promise<Visit>;
  /** A new page with an empty HTTP cache (the session stays: it is in the context's IndexedDB). */
  coldPage(): Promise<Page>;
  /** A visit's time against its target, or what each widget showed when it did not finish. */
  describe(visit: Visit, target: number): string;
}

/** Installs the render probe in `context` and watches the GraphQL POSTs and scripts of the pages it opens. */
export async function dashboardVisits(context: BrowserContext, check: RenderCheck, renderLimitMs: number): Promise<DashboardVisits> {
  await context.addInitScript({ content: renderProbe(check) });
  const graphql: LoggedRequest[] = [];
  const scripts: LoggedScript[] = [];
  const watch = (page: Page) => {
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') graphql.push({ page, request, seenAt: epochNow() });
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ page, response, seenAt: epochNow() });
    });
  };

  const visit = async (page: Page, url: string, widgets: number): Promise<Visit> => {
    const fromGraphql = graphql.length;
    const fromScripts = scripts.length;
    const started = epochNow();
    await page.goto(url, { waitUntil: 'commit' });
    const rendered = await page
      .waitForFunction((n) => (window as unknown as { __benchDashboard?: RenderState }).__benchDashboard?.allDoneAt[n] !== undefined, widgets, { timeout: renderLimitMs, polling: 50 })
      .then(
        () => true,
        () => false,
      );
    const seen = await within(
      page.evaluate(
        ({ content, unfinished }) => ({
          timeOrigin: performance.timeOrigin,
          now: performance.now(),
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          marks: performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime] as [string, number]),
          state: (window as unknown as { __benchDashboard: RenderState }).__benchDashboard,
          sections: [...document.querySelectorAll('section[data-widget]')].map((section) => {
            const state = section.querySelector('[data-state="loading"], [data-state="empty"], [data-state="failure"]')?.getAttribute('data-state');
            const waiting = unfinished !== null && (section.textContent ?? '').includes(unfinished) ? `"${unfinished}…"` : null;
            return `${section.getAttribute('data-widget')}: ${state ?? waiting ?? (section.lastElementChild?.querySelector(content) ? 'shown' : 'nothing shown')}`;
          }),
        }),
        { content: check.content, unfinished: check.unfinishedText ?? null },
      ),
      30_000,
      null,
    );
    if (!seen) throw new Error(`The page at ${url} stopped answering.`);
    const doneAt = rendered ? seen.state.allDoneAt[widgets]! : null;
    const renderedEpoch = seen.timeOrigin + (doneAt ?? seen.now);
    const fcpEpoch = seen.fcp === null ? null : seen.timeOrigin + seen.fcp;
    const calls = graphql.slice(fromGraphql).filter((entry) => entry.page === page && startOf(entry) <= renderedEpoch);
    const afterPaint = new Map<string, number>();
    const beforePaint = new Map<string, number>();
    for (const entry of calls) {
      const into = fcpEpoch === null || startOf(entry) < fcpEpoch ? beforePaint : afterPaint;
      for (const name of operationNames(entry.request)) into.set(name, (into.get(name) ?? 0) + 1);
    }
    const loadedScripts = scripts.slice(fromScripts).filter((entry) => entry.page === page && startOf({ request: entry.response.request(), seenAt: entry.seenAt }) <= renderedEpoch);
    const measured = await Promise.all(
      loadedScripts.map(async ({ response }) => {
        const [sizes, body] = await Promise.all([response.request().sizes().catch(() => ({ responseBodySize: 0 })), response.body().catch(() => Buffer.alloc(0))]);
        // A script served from the HTTP cache reports no body size (-1): nothing crossed the network.
        return { file: path.basename(new URL(response.url()).pathname), transferred: Math.max(0, sizes.responseBodySize), uncompressed: body.length };
      }),
    );
    if (process.env.BENCH_WATERFALL === '1') printWaterfall(started, calls, loadedScripts, { ...seen.state.widgetDoneAt, ...Object.fromEntries(seen.marks) }, seen.timeOrigin);
    return {
      renderedMs: doneAt === null ? null : renderedEpoch - started,
      fcpMs: fcpEpoch === null ? null : fcpEpoch - started,
      afterPaint,
      beforePaint,
      scriptsAfterPaint: fcpEpoch === null ? 0 : loadedScripts.filter((entry) => startOf({ request: entry.response.request(), seenAt: entry.seenAt }) >= fcpEpoch).length,
      scripts: measured,
      slowest: Object.entries(seen.state.widgetDoneAt)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .map(([name, at]) => [name, seen.timeOrigin + at - started]),
      mainThread: mainThread(await probeWindow(page, 0, doneAt ?? seen.now)),
      states: seen.sections,
    };
  };

  const coldPage = async (): Promise<Page> => {
    for (const open of context.pages()) await open.close();
    const page = await context.newPage();
    watch(page);
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
    return page;
  };

  const describe = (visit: Visit, target: number) =>
    visit.renderedMs === null
      ? `not fully rendered within ${seconds(renderLimitMs)}: ${visit.states.join('; ') || 'no widget shown'}`
      : `${seconds(visit.renderedMs)} (target < ${seconds(target)}); first contentful paint ${visit.fcpMs === null ? '?' : seconds(visit.fcpMs)}`;

  return { visit, coldPage, describe };
}
