// Only the embed page's HTML may be framed by other websites; every other response keeps
// frame-ancestors 'self' and X-Frame-Options. The page's own assets load in a cross-origin frame
// because they are same-origin to it: no header here asks more of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from '../test/testServer';

const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-framing-'));
fs.mkdirSync(path.join(spaDir, 'assets'));
fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><script type="module" crossorigin src="/app/assets/app.js"></script>');
fs.writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'export {};');

const frameAncestors = (response: Response) => /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('framing headers', () => {
  const server = useTestServer('pglite', { SPA_DIR: spaDir });
  afterAll(() => fs.rmSync(spaDir, { recursive: true, force: true }));

  it('let any website frame the embed page', async () => {
    const response = await fetch(`${server.url}/app/embed-widget/widgetKpiTotalValue?token=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('/app/assets/app.js');
    expect(frameAncestors(response)).toBe('*');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
    // The rest of the policy is the app's: scripts only from our origin, nothing from the URL's token.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it.each(['/app/', '/app/profile', '/app/embed-widget-not', '/app/runtime-config.js', '/app/assets/app.js'])('keep %s framed by our own pages only', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    expect(frameAncestors(response)).toBe("'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Nothing that would stop a cross-origin frame of the embed page from loading its own scripts.
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });
});
