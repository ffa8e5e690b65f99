import { redactUrl, requestSerializer } from './logger';

describe('request logs', () => {
  it('never carry an embed link\'s token', () => {
    expect(redactUrl('/app/embed-widget/widgetKpiTwr?token=pte_secret')).toBe('/app/embed-widget/widgetKpiTwr?token=[redacted]');
    expect(redactUrl('/app/x?a=1&token=pte_secret&b=2')).toBe('/app/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(requestSerializer({ method: 'GET', url: '/app/embed-widget/w?token=pte_secret', host: 'h', ip: '1.2.3.4', socket: { remotePort: 5 } })).toEqual({
      method: 'GET',
      url: '/app/embed-widget/w?token=[redacted]',
      host: 'h',
      remoteAddress: '1.2.3.4',
      remotePort: 5,
    });
  });
});
