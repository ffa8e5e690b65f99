import { findChromium, MISSING_CHROMIUM } from './chromium';

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH when it exists', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('skips a CHROMIUM_PATH that does not exist', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).not.toBe('/nonexistent/chromium');
  });

  it('says in one line how to install one', () => {
    expect(MISSING_CHROMIUM).not.toContain('\n');
    expect(MISSING_CHROMIUM).toContain('apt-get install -y chromium');
    expect(MISSING_CHROMIUM).toContain('CHROMIUM_PATH');
  });
});
