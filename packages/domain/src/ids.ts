/** The text of a UUID as PostgreSQL writes it (any version, either case), to build patterns from. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** Whether a value is a UUID: every row id of the database, checked before a query rather than failing in it. */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID.test(value);
