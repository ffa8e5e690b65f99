// The counting behind the rate limits, and which limits are in force for a configuration.
import { loadConfig } from '../config';
import { DEFAULT_RATE_LIMITS, WindowCounter, clientKey, rateLimitSettings, trustProxySetting } from './rateLimit';

describe('WindowCounter', () => {
  it('admits max per window, then answers the whole seconds left until the window ends', () => {
    const counter = new WindowCounter(3, 60_000);
    const t0 = 1_000_000;
    expect([counter.hit('a', t0), counter.hit('a', t0 + 10), counter.hit('a', t0 + 20)]).toEqual([null, null, null]);
    expect(counter.hit('a', t0 + 30_500)).toBe(30);
    expect(counter.hit('a', t0 + 59_999)).toBe(1);
    // Another key has its own window; a new window admits again.
    expect(counter.hit('b', t0 + 30_000)).toBeNull();
    expect(counter.hit('a', t0 + 60_000)).toBeNull();
  });

  it('tells a used-up key without counting it', () => {
    const counter = new WindowCounter(2, 60_000);
    expect(counter.blocked('a', 0)).toBeNull();
    counter.hit('a', 0);
    expect(counter.blocked('a', 1)).toBeNull();
    counter.hit('a', 2);
    expect(counter.blocked('a', 3)).toBe(60);
    expect(counter.blocked('a', 3)).toBe(60);
    expect(counter.blocked('a', 60_000)).toBeNull();
  });

  it('remembers a bounded number of keys, forgetting the least recently counted', () => {
    const counter = new WindowCounter(1, 60_000, 2);
    counter.hit('a', 0);
    counter.hit('b', 0);
    counter.hit('a', 1);
    counter.hit('c', 2);
    // b was the least recently counted: forgotten, so it starts afresh; a is still over its limit.
    expect(counter.blocked('a', 3)).toBe(60);
    expect(counter.hit('b', 3)).toBeNull();
  });
});

describe('rate limit settings', () => {
  it('defaults outside tests, off under NODE_ENV=test unless set, 0 turns one off', () => {
    expect(rateLimitSettings(loadConfig({ NODE_ENV: 'development' }))).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitSettings(loadConfig({ NODE_ENV: 'test' }))).toEqual({ perIp: 0, staticPerIp: 0, perUser: 0, perEmbed: 0, authFailures: 0, signIns: 0 });
    expect(rateLimitSettings(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_USER: '5' }))).toMatchObject({ perUser: 5, perIp: 0 });
    expect(rateLimitSettings(loadConfig({ NODE_ENV: 'development', RATE_LIMIT_PER_IP: '0' }))).toMatchObject({ perIp: 0, perUser: DEFAULT_RATE_LIMITS.perUser });
  });

  it('refuses a negative or fractional limit, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_IP: '-1' })).toThrow(/^Invalid setting RATE_LIMIT_PER_IP="-1": expected requests per minute/);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_INS: '2.5' })).toThrow(/^Invalid setting RATE_LIMIT_SIGN_INS=/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^Invalid setting TRUST_PROXY=/);
  });

  it('reads TRUST_PROXY as hops or proxy addresses', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
    const hops = trustProxySetting('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::2'));
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
