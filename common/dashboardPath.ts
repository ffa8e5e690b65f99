/** The dashboard route: /v/{dashboardId}/{title}, the title as a readable slug (the SPA's routes and the assistant's figure links). */
export function dashboardSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'dashboard';
}

export function dashboardPath(dashboard: { _id: string; name: string }): string {
  return `/v/${encodeURIComponent(dashboard._id)}/${dashboardSlug(dashboard.name)}`;
}
