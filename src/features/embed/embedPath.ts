/**
 * Whether a page is an embed page, and of which widget: all main.tsx needs to choose between the
 * app and the embed page, kept apart from the rest of the embed code so the app's first load
 * carries nothing more.
 */
export const EMBED_PATH_PREFIX = '/app/embed-widget/';

export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith(EMBED_PATH_PREFIX);
}

/** The widget name of an embed page's path, or null when the path names none. */
export function embeddedWidgetName(pathname: string): string | null {
  if (!isEmbedPath(pathname)) return null;
  try {
    return decodeURIComponent(pathname.slice(EMBED_PATH_PREFIX.length).split('/')[0] ?? '') || null;
  } catch {
    // A malformed escape (%E0%A4%A) names no widget: the page says so instead of failing blank.
    return null;
  }
}
