// Chromium's sampling profiler around one action of a page: where its main thread spent the time,
// by chunk and by function (BENCH_PROFILE=1 in the forecast and market phases).
import type { BrowserContext, Page } from '@playwright/test';
import { ms } from './stats';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `action` under the profiler and prints the self time of its heaviest chunks and functions. */
export async function printProfile(context: BrowserContext, page: Page, label: string, action: () => Promise<unknown>): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byChunk = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!;
    const chunk = frame.url.split('/').pop() || '(native)';
    const spent = (profile.timeDeltas[i] ?? 0) / 1000;
    const name = `${frame.functionName || '(anonymous)'} ${chunk}:${frame.lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + spent);
    byChunk.set(chunk, (byChunk.get(chunk) ?? 0) + spent);
  });
  const top = (spent: Map<string, number>, n: number) => [...spent].sort(([, a], [, b]) => b - a).slice(0, n).map(([name, time]) => `${ms(time)} ${name}`);
  console.log(`  profile of ${label}, self time by chunk: ${top(byChunk, 10).join(', ')}`);
  console.log(`    heaviest functions: ${top(byFunction, 12).join(', ')}`);
}
