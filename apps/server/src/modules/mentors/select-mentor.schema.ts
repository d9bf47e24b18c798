// A mentee chooses their mentor (or none). The mutation answers with the users module's User, and stands
// here, with the mentors, so that the users module never imports the mentors one.
import { builder } from '../../pothos/builder.js';
import { User } from '../users/users.schema.js';
import { setMentor } from './mentors.service.js';

builder.mutationFields((t) => ({
  selectMentor: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { mentorId: t.arg.id() },
    // The same checks as setMentor (not oneself, only a mentor taking new mentees).
    resolve: (_root, { mentorId }, ctx) => setMentor(ctx, ctx.session.user.id, mentorId ?? null),
  }),
}));
