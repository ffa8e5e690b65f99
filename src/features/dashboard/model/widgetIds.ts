/** A new widget's id, generated: short, unique within a dashboard, safe in URLs. */
export function newWidgetId(): string {
  const random = typeof crypto.randomUUID === 'function' ? crypto.randomUUID().replace(/-/g, '') : Math.random().toString(36).slice(2);
  return `w-${random.slice(0, 10)}`;
}
