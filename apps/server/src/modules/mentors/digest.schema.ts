// The mentor's weekly digest as the API shows it, and the setting for its letter.
import { requireMentor } from '../../policies/mentors.js';
import { builder } from '../../pothos/builder.js';
import { Person } from '../../pothos/person.js';
import { Notification } from '../notifications/notifications.schema.js';
import { User } from '../users/users.schema.js';
import { type DigestView, readDigest, setEmailOnDigest } from './digest.service.js';
import type { DigestGoal, DigestItem, DigestMentee } from './digest-data.js';

const DigestItemRef = builder.objectRef<DigestItem>('DigestItem').implement({
  fields: (t) => ({
    goalId: t.exposeID('goalId'),
    goalTitle: t.exposeString('goalTitle'),
    label: t.exposeString('label'),
    date: t.exposeString('date', { nullable: true, description: 'Done on (done), or due on (slipped).' }),
  }),
});

const DigestItems = builder.objectRef<{ count: number; items: DigestItem[] }>('DigestItems').implement({
  description: 'How many, and the first few of them.',
  fields: (t) => ({
    count: t.exposeInt('count'),
    items: t.field({ type: [DigestItemRef], resolve: (p) => p.items }),
  }),
});

const DigestGoalRef = builder.objectRef<DigestGoal>('DigestGoal').implement({
  description: 'An active goal’s forecast when the digest was written.',
  fields: (t) => ({
    goalId: t.exposeID('goalId'),
    title: t.exposeString('title'),
    state: t.exposeString('state', { description: 'onPace, behind, ahead, done or unknown.' }),
    daysBehind: t.exposeInt('daysBehind'),
    expectedFinish: t.exposeString('expectedFinish', { nullable: true }),
  }),
});

const DigestMenteeRef = builder.objectRef<DigestMentee>('DigestMentee').implement({
  fields: (t) => ({
    person: t.field({ type: Person, resolve: (m) => m.person }),
    done: t.field({ type: DigestItems, resolve: (m) => m.done }),
    slipped: t.field({ type: DigestItems, resolve: (m) => m.slipped }),
    goals: t.field({ type: [DigestGoalRef], resolve: (m) => m.goals }),
    unreadComments: t.int({ resolve: (m) => m.unreadComments.count }),
    latestComment: t.string({ nullable: true, resolve: (m) => m.unreadComments.latest }),
    openSuggestions: t.field({ type: DigestItems, resolve: (m) => m.openSuggestions }),
  }),
});

const MentorDigest = builder.objectRef<DigestView>('MentorDigest').implement({
  description: 'A mentor’s weekly digest of their mentees (Monday to Sunday).',
  fields: (t) => ({
    id: t.exposeID('id'),
    weekStart: t.exposeString('weekStart'),
    weekEnd: t.exposeString('weekEnd'),
    createdAt: t.string({ resolve: (d) => d.createdAt.toISOString() }),
    mentees: t.field({ type: [DigestMenteeRef], resolve: (d) => d.mentees }),
  }),
});

// What the mentors' bell items carry beside the common fields.
builder.objectFields(Notification, (t) => ({
  reason: t.string({
    nullable: true,
    description: 'For mentee_behind: forecast (the plan finishes late) or idle (days without a tick).',
    resolve: (n) => (typeof n.data.reason === 'string' ? n.data.reason : null),
  }),
  days: t.int({
    nullable: true,
    description: 'For mentee_behind: days behind (forecast) or days without a tick (idle).',
    resolve: (n) => (typeof n.data.days === 'number' ? n.data.days : null),
  }),
  digestId: t.id({
    nullable: true,
    description: 'For mentor_digest: the digest to open (mentorDigest(id:)).',
    resolve: (n) => (typeof n.data.digestId === 'string' ? n.data.digestId : null),
  }),
  week: t.string({
    nullable: true,
    description: 'For mentor_digest: the Monday of the week it covers.',
    resolve: (n) => (typeof n.data.week === 'string' ? n.data.week : null),
  }),
}));

builder.objectField(User, 'emailOnDigest', (t) =>
  t.exposeBoolean('emailOnDigest', {
    description: 'Mentors: e-mail me the weekly digest of my mentees (on by default).',
  }),
);

builder.queryFields((t) => ({
  mentorDigest: t.withAuth({ signedIn: true }).field({
    type: MentorDigest,
    nullable: true,
    description:
      'A weekly digest of your mentees (by id, else the latest; null before the first). FORBIDDEN unless you mentor; NOT_FOUND for another’s.',
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx) => {
      await requireMentor(ctx.db, ctx.session.user.id);
      return readDigest(ctx.db, ctx.session.user.id, id ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  setEmailOnDigest: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Turns the weekly digest letter on or off.',
    args: { on: t.arg.boolean({ required: true }) },
    resolve: (_root, { on }, ctx) => setEmailOnDigest(ctx.db, ctx.session.user.id, on),
  }),
}));
