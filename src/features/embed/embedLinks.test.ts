import { embedStatus, embedUrl, embeddedWidgetName, iframeSnippet, isEmbedPath } from './embedLinks';

describe('embed paths', () => {
  it('recognises the embed page by its prefix only', () => {
    expect(isEmbedPath('/app/embed-widget/widgetKpiTotalValue')).toBe(true);
    expect(isEmbedPath('/app/embed-widget/')).toBe(true);
    expect(isEmbedPath('/app/dashboard/d1')).toBe(false);
    expect(isEmbedPath('/embed-widget/widgetKpiTotalValue')).toBe(false);
  });

  it('reads the widget name, ignoring anything after it', () => {
    expect(embeddedWidgetName('/app/embed-widget/widgetKpiTotalValue')).toBe('widgetKpiTotalValue');
    expect(embeddedWidgetName('/app/embed-widget/widgetStockTable/extra')).toBe('widgetStockTable');
  });

  it('decodes an encoded name', () => {
    expect(embeddedWidgetName('/app/embed-widget/my%20widget%2Fv2')).toBe('my widget/v2');
  });

  it('gives null when the path names no widget or is not an embed path', () => {
    expect(embeddedWidgetName('/app/embed-widget/')).toBeNull();
    expect(embeddedWidgetName('/app/embed-widget//x')).toBeNull();
    expect(embeddedWidgetName('/app/dashboard/widgetKpiTotalValue')).toBeNull();
    expect(embeddedWidgetName('/app/embed-widget/%E0%A4%A')).toBeNull();
  });
});

describe('embedUrl', () => {
  it('puts the encoded widget name in the path and the encoded token in the query', () => {
    const url = embedUrl('https://folio.example', 'widgetKpiTotalValue', 'pte_a+b/c=&d');
    expect(url).toBe('https://folio.example/app/embed-widget/widgetKpiTotalValue?token=pte_a%2Bb%2Fc%3D%26d');
    expect(new URL(url).searchParams.get('token')).toBe('pte_a+b/c=&d');
  });

  it('round-trips an unusual widget name through embeddedWidgetName', () => {
    const url = new URL(embedUrl('https://folio.example', 'a b/c', 'pte_x'));
    expect(embeddedWidgetName(url.pathname)).toBe('a b/c');
  });
});

describe('iframeSnippet', () => {
  const url = 'https://folio.example/app/embed-widget/w?token=pte_1';

  it.each([
    ['KPI', 320, 160],
    ['Chart', 640, 420],
    ['Table', 800, 480],
  ] as const)('sizes a %s frame %i by %i', (type, width, height) => {
    const snippet = iframeSnippet(url, 'Title', type);
    expect(snippet).toContain(`width="${width}" height="${height}"`);
    expect(snippet).toMatch(/^<iframe src="[^"]+" title="Title" .*><\/iframe>$/);
  });

  it('escapes the title and the url inside their attributes', () => {
    const snippet = iframeSnippet('https://folio.example/app/embed-widget/w?token=pte_1&x="y"', 'Value "mine" <b> & more', 'KPI');
    expect(snippet).toContain('title="Value &quot;mine&quot; &lt;b&gt; &amp; more"');
    expect(snippet).toContain('src="https://folio.example/app/embed-widget/w?token=pte_1&amp;x=&quot;y&quot;"');
    // Parsed back, the attributes hold the original text and nothing leaked out as markup.
    const frame = new DOMParser().parseFromString(snippet, 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Value "mine" <b> & more');
    expect(frame?.ownerDocument.querySelector('b')).toBeNull();
  });
});

describe('embedStatus', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');

  it('is live when neither revoked nor expired', () => {
    expect(embedStatus({ revokedAt: null, expiresAt: null }, now)).toBe('live');
    expect(embedStatus({}, now)).toBe('live');
    expect(embedStatus({ revokedAt: null, expiresAt: '2026-06-01T12:00:00.001Z' }, now)).toBe('live');
  });

  it('is revoked once revoked, even when also expired', () => {
    expect(embedStatus({ revokedAt: '2026-05-01T00:00:00.000Z', expiresAt: null }, now)).toBe('revoked');
    expect(embedStatus({ revokedAt: '2026-05-01T00:00:00.000Z', expiresAt: '2026-05-02T00:00:00.000Z' }, now)).toBe('revoked');
  });

  it('is expired at the expiry instant and after it', () => {
    expect(embedStatus({ revokedAt: null, expiresAt: '2026-06-01T12:00:00.000Z' }, now)).toBe('expired');
    expect(embedStatus({ revokedAt: null, expiresAt: '2026-05-31T00:00:00.000Z' }, now)).toBe('expired');
  });
});
