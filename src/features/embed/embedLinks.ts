/**
 * Embed links: the page's address, the `<iframe>` snippet an owner pastes into a website, and
 * the state of an embed as the profile lists it.
 */
import type { WidgetType } from '../../widgets/framework/widgetTypes';
import { EMBED_PATH_PREFIX } from './embedPath';

export { EMBED_PATH_PREFIX, embeddedWidgetName, isEmbedPath } from './embedPath';

export function embedUrl(origin: string, widgetName: string, token: string): string {
  return `${origin}${EMBED_PATH_PREFIX}${encodeURIComponent(widgetName)}?${new URLSearchParams({ token }).toString()}`;
}

/** A frame that fits the widget: a KPI is a small card, charts and tables need room. */
const FRAME_SIZES: Record<WidgetType, { width: number; height: number }> = {
  KPI: { width: 320, height: 160 },
  Chart: { width: 640, height: 420 },
  Table: { width: 800, height: 480 },
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function iframeSnippet(url: string, title: string, type: WidgetType): string {
  const { width, height } = FRAME_SIZES[type];
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/** The server's bound on an embed's title (createEmbed). */
export const EMBED_TITLE_MAX = 120;

export const EMBED_EXPIRIES = [
  { value: 'never', label: 'Never', days: null },
  { value: '30', label: 'In 30 days', days: 30 },
  { value: '365', label: 'In one year', days: 365 },
] as const;

export type EmbedExpiry = (typeof EMBED_EXPIRIES)[number]['value'];

export type EmbedStatus = 'live' | 'revoked' | 'expired';

export function embedStatus(embed: { revokedAt?: string | null; expiresAt?: string | null }, now: Date = new Date()): EmbedStatus {
  if (embed.revokedAt) return 'revoked';
  if (embed.expiresAt && Date.parse(embed.expiresAt) <= now.getTime()) return 'expired';
  return 'live';
}
