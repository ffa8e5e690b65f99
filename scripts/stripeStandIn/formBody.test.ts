import { FormBodyError, parseFormBody } from './formBody';

test('reads the bracket syntax the Stripe SDK writes', () => {
  const body = 'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&line_items[1][price]=price_b'
    + '&metadata[userId]=u%201&subscription_data[trial_end]=1800000000&expand[0]=data.product&note=a+b&empty=';
  expect(parseFormBody(body)).toEqual({
    mode: 'subscription',
    line_items: [{ price: 'price_a', quantity: '1' }, { price: 'price_b' }],
    metadata: { userId: 'u 1' },
    subscription_data: { trial_end: '1800000000' },
    expand: ['data.product'],
    note: 'a b',
    empty: '',
  });
});

test('accepts encoded brackets, appends with [] and orders indexes', () => {
  expect(parseFormBody('enabled_events%5B%5D=a&enabled_events%5B%5D=b')).toEqual({ enabled_events: ['a', 'b'] });
  expect(parseFormBody('list[1]=second&list[0]=first')).toEqual({ list: ['first', 'second'] });
  expect(parseFormBody('a[10]=x&a[x]=y')).toEqual({ a: { 10: 'x', x: 'y' } });
});

test('refuses names that clash or reach the prototype', () => {
  for (const body of ['a=1&a[b]=2', 'a[b]=2&a=1', '__proto__[x]=1', 'a[constructor]=1', '[x]=1', 'a[b=1']) {
    expect(() => parseFormBody(body)).toThrow(FormBodyError);
  }
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});
