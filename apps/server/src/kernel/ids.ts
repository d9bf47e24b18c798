// The server's ids are the domain's: the web app checks its change ids with the same pattern.
export { isUuid, UUID_SOURCE } from '@stepwise/domain/ids';
