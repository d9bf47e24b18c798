export * from './schema/auth.js';
export * from './schema/users.js';
