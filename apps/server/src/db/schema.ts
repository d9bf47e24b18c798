export * from './schema/auth.js';
export * from './schema/goals.js';
export * from './schema/social.js';
export * from './schema/users.js';
