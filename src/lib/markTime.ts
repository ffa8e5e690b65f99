/** A named point in the browser's performance timeline (DevTools, the bench's waterfall); jsdom has none. */
export function markTime(name: string): void {
  if ('mark' in performance) performance.mark(name);
}
