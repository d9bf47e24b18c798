import '../pothos/builder.js';
import '../modules/achievements/achievements.schema.js';
import '../modules/auth/auth.schema.js';
import '../modules/goals/goals.schema.js';
import '../modules/goals/setup.schema.js';
import '../modules/company/company.schema.js';
import '../modules/mentors/mentors.schema.js';
import '../modules/mentors/select-mentor.schema.js';
import '../modules/messages/messages.schema.js';
import '../modules/news/news.schema.js';
import '../modules/notifications/notifications.schema.js';
import '../modules/search/search.schema.js';
import '../modules/social/social.schema.js';
import '../modules/users/users.schema.js';
import '../modules/users/settings.schema.js';
import { builder } from '../pothos/builder.js';
import { translateEnumErrors } from '../pothos/scalars.js';

export const schema = translateEnumErrors(builder.toSchema({ sortSchema: true }));
