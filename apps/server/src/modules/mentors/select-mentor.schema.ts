// A mentee chooses their mentor (or none). The mutation answers with the users module's User, and stands
// here, with the mentors, so that the users module never imports the mentors one.
import { builder } from '../../pothos/builder.js';
import { announceMenteeJoined } from '../news/news.service.js';
import { announceNotification } from '../notifications/notifications.service.js';
import { User } from '../users/users.schema.js';
import { setMentor } from './mentors.service.js';

builder.mutationFields((t) => ({
  selectMentor: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { mentorId: t.arg.id() },
    resolve: async (_root, { mentorId }, ctx) => {
      // The same checks as setMentor (not oneself, only a mentor taking new mentees).
      const { notice, ...user } = await setMentor(ctx.db, ctx.session.user.id, mentorId ?? null);
      if (user.mentorId) await announceMenteeJoined(ctx, user.mentorId, user.id);
      if (notice && user.mentorId) await announceNotification(ctx.live, ctx.db, user.mentorId, notice);
      return user;
    },
  }),
}));
