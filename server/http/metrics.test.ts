import { isLoopbackAddress, metricsAccess } from './metrics';

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } });

describe('who may read /metrics', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('counts %s as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['10.0.0.1', '192.168.1.20', '203.0.113.5', '::ffff:10.0.0.1', '2001:db8::1', '127.0.0.1.evil', '', undefined])('does not count %j as this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  describe('without METRICS_TOKEN', () => {
    it('serves this machine', () => {
      expect(metricsAccess(request('127.0.0.1'), undefined)).toEqual({ allowed: true });
    });

    it('refuses any other address with 403, whatever headers claim', () => {
      expect(metricsAccess(request('203.0.113.5', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' }), undefined)).toEqual({
        allowed: false,
        status: 403,
        message: '/metrics is only served to this machine; set METRICS_TOKEN to read it from elsewhere.',
      });
    });

    it.each(['x-forwarded-for', 'forwarded', 'x-real-ip'])('refuses a request a local proxy relays (%s)', (header) => {
      expect(metricsAccess(request('127.0.0.1', { [header]: '203.0.113.5' }), undefined)).toMatchObject({ allowed: false, status: 403 });
    });
  });

  describe('with METRICS_TOKEN', () => {
    const token = 'metrics-secret-0123456789';

    it('serves the bearer of the token, from anywhere', () => {
      expect(metricsAccess(request('203.0.113.5', { authorization: `Bearer ${token}` }), token)).toEqual({ allowed: true });
    });

    it.each([undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${token}`, token])('refuses %j with 401, even from this machine', (authorization) => {
      const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
      expect(metricsAccess(request('127.0.0.1', headers), token)).toMatchObject({ allowed: false, status: 401 });
    });
  });
});
