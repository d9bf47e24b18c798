/**
 * The statements sent as named prepared statements (parsed once, then only bound and run), on PostgreSQL and on
 * PGlite alike: one select, insert, update, delete or with. Everything else (DDL, SET, transaction control) goes
 * as it is.
 */
export const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
