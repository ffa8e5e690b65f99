const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not uuids match nothing; filtering them here keeps PostgreSQL's cast error out. */
export const uuidsOnly = (ids: readonly string[]): string[] => ids.filter((id) => UUID.test(id));
