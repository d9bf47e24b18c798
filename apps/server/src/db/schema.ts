export * from './schema/achievements.js';
export * from './schema/auth.js';
export * from './schema/company.js';
export * from './schema/goals.js';
export * from './schema/mentoring.js';
export * from './schema/moderation.js';
export * from './schema/social.js';
export * from './schema/users.js';
