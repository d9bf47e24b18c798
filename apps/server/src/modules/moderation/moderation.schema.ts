// Moderation in the schema: anyone signed in reports; administrators read reports with their context, act,
// and read the log. Every administrator's field asks policies/moderation.ts first (FORBIDDEN otherwise).

import { isAdmin, registrationMode, requireAdmin } from '../../policies/moderation.js';
import { builder } from '../../pothos/builder.js';
import type { SignedInContext } from '../../pothos/context.js';
import { Person } from '../../pothos/person.js';
import { deleteAvatar } from '../uploads/uploads.service.js';
import {
  type Actor,
  approveAccount,
  createInvitation,
  deleteAccountAsAdmin,
  pendingAccountList,
  setHidden,
  setRegistrationMode,
  suspendAccount,
  suspendedAccountList,
  unsuspendAccount,
} from './actions.service.js';
import { moderationLogPage } from './log.service.js';
import { dismissReport, fileReport, listReports, type ReportRow } from './reports.service.js';

const iso = (d: Date | string) => new Date(d).toISOString();

const Report = builder.objectRef<ReportRow>('Report').implement({
  description: 'A report of a person or of their message, goal, comment or offer, with its context.',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetType: t.exposeString('targetType', { description: 'person, message, goal, comment or offer.' }),
    targetId: t.exposeString('targetId'),
    reason: t.exposeString('reason', { description: 'spam, harassment, inappropriate or other.' }),
    details: t.exposeString('details'),
    status: t.exposeString('status', { description: 'open, resolved or dismissed.' }),
    createdAt: t.string({ description: 'ISO 8601.', resolve: (r) => iso(r.createdAt) }),
    reporter: t.field({ type: Person, nullable: true, resolve: (r) => r.reporter }),
    subject: t.field({
      type: Person,
      description: 'The person reported, or whose content it is.',
      resolve: (r) => r.subject,
    }),
    excerpt: t.exposeString('excerpt', {
      nullable: true,
      description: 'The content as it is now; null once deleted.',
    }),
    hidden: t.exposeBoolean('hidden'),
    subjectSuspended: t.exposeBoolean('subjectSuspended'),
  }),
});

type LogLine = Awaited<ReturnType<typeof moderationLogPage>>[number];
const ModerationLogLine = builder.objectRef<LogLine>('ModerationLogLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    actorName: t.exposeString('actorName'),
    actorUsername: t.exposeString('actorUsername', { nullable: true }),
    action: t.exposeString('action'),
    targetType: t.exposeString('targetType', { nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true }),
    targetName: t.exposeString('targetName'),
    note: t.exposeString('note'),
    createdAt: t.string({ resolve: (l) => iso(l.createdAt) }),
  }),
});

type Waiting = Awaited<ReturnType<typeof pendingAccountList>>[number];
const PendingAccount = builder.objectRef<Waiting>('PendingAccount').implement({
  fields: (t) => ({
    person: t.field({ type: Person, resolve: (p) => p }),
    email: t.exposeString('email'),
    since: t.string({ resolve: (p) => iso(p.since) }),
  }),
});

type Suspended = Awaited<ReturnType<typeof suspendedAccountList>>[number];
const SuspendedAccount = builder.objectRef<Suspended>('SuspendedAccount').implement({
  fields: (t) => ({
    person: t.field({ type: Person, resolve: (p) => p }),
    reason: t.exposeString('reason'),
    since: t.string({ resolve: (p) => iso(p.since) }),
  }),
});

/** The moderation page's data: one object, each list read when asked for. */
const Moderation = builder.objectRef<Record<string, never>>('Moderation').implement({
  fields: (t) => ({
    registrationMode: t.string({ resolve: (_p, _a, ctx) => registrationMode(ctx.db, ctx.moderation) }),
    reports: t.field({
      type: [Report],
      args: { open: t.arg.boolean({ defaultValue: true }) },
      resolve: (_p, args, ctx) => listReports(ctx.db, args.open ?? true),
    }),
    pendingAccounts: t.field({
      type: [PendingAccount],
      resolve: (_p, _a, ctx) => pendingAccountList(ctx.db),
    }),
    suspendedAccounts: t.field({
      type: [SuspendedAccount],
      resolve: (_p, _a, ctx) => suspendedAccountList(ctx.db),
    }),
    log: t.field({ type: [ModerationLogLine], resolve: (_p, _a, ctx) => moderationLogPage(ctx.db) }),
  }),
});

const Invitation = builder.objectRef<{ code: string; expiresAt: Date }>('Invitation').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Shown once: only its hash is kept.' }),
    expiresAt: t.string({ resolve: (i) => iso(i.expiresAt) }),
  }),
});

const HiddenState = builder
  .objectRef<{ targetType: string; targetId: string; hidden: boolean }>('HiddenState')
  .implement({
    fields: (t) => ({
      targetType: t.exposeString('targetType'),
      targetId: t.exposeString('targetId'),
      hidden: t.exposeBoolean('hidden'),
    }),
  });

const RegistrationInfo = builder.objectRef<{ mode: string }>('RegistrationInfo').implement({
  description: 'How accounts are made here: open, closed, invite (an invitation code) or approval.',
  fields: (t) => ({ mode: t.exposeString('mode') }),
});

/** The signed-in administrator, as the log names them; FORBIDDEN for anyone else. */
async function admin(ctx: SignedInContext): Promise<Actor> {
  await requireAdmin(ctx.db, ctx.session.user, ctx.moderation);
  const { id, name, username } = ctx.session.user;
  return { id, name: name || username };
}

builder.queryFields((t) => ({
  registration: t.field({
    type: RegistrationInfo,
    resolve: async (_r, _a, ctx) => ({ mode: await registrationMode(ctx.db, ctx.moderation) }),
  }),
  isAdministrator: t.withAuth({ signedIn: true }).boolean({
    description: 'Whether you moderate this instance (the moderation page is yours).',
    resolve: (_r, _a, ctx) => isAdmin(ctx.db, ctx.session.user, ctx.moderation),
  }),
  moderation: t.withAuth({ signedIn: true }).field({
    type: Moderation,
    resolve: async (_r, _a, ctx) => {
      await admin(ctx);
      return {};
    },
  }),
}));

builder.mutationFields((t) => ({
  report: t.withAuth({ signedIn: true }).id({
    description:
      'Reports a person, message, goal, comment or offer (targetType) with a reason; returns the report id.',
    args: {
      targetType: t.arg.string({ required: true }),
      targetId: t.arg.string({ required: true }),
      reason: t.arg.string({ required: true }),
      details: t.arg.string(),
    },
    resolve: (_r, args, ctx) => fileReport(ctx.db, ctx.session.user.id, args),
  }),
  dismissReport: t.withAuth({ signedIn: true }).id({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => dismissReport(ctx.db, await admin(ctx), args.id),
  }),
  setContentHidden: t.withAuth({ signedIn: true }).field({
    type: HiddenState,
    description: 'Hides (or shows again) a message, goal, comment or offer from everyone but its author.',
    args: {
      targetType: t.arg.string({ required: true }),
      targetId: t.arg.string({ required: true }),
      hidden: t.arg.boolean({ required: true }),
    },
    resolve: async (_r, args, ctx) => setHidden(ctx.db, await admin(ctx), args),
  }),
  suspendAccount: t.withAuth({ signedIn: true }).field({
    type: Person,
    description:
      'Suspends an account: its sessions and live streams end, it cannot sign in, others no longer see it.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const person = await suspendAccount(ctx, await admin(ctx), args.userId, args.reason);
      // Its cached sessions are refused in every process before the answer (as a logout does).
      ctx.operation.staleUsers.add(person.id);
      return person;
    },
  }),
  unsuspendAccount: t.withAuth({ signedIn: true }).field({
    type: Person,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => unsuspendAccount(ctx.db, await admin(ctx), args.userId),
  }),
  deleteAccountAsAdmin: t.withAuth({ signedIn: true }).boolean({
    description: 'Deletes an account and everything of it, as its owner could.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const { person, avatarUrl } = await deleteAccountAsAdmin(
        ctx.db,
        await admin(ctx),
        args.userId,
        args.reason,
      );
      ctx.operation.staleUsers.add(person.id);
      await deleteAvatar(ctx.uploadsDir, avatarUrl);
      return true;
    },
  }),
  approveAccount: t.withAuth({ signedIn: true }).field({
    type: Person,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => approveAccount(ctx.db, await admin(ctx), args.userId),
  }),
  setRegistrationMode: t.withAuth({ signedIn: true }).string({
    args: { mode: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => setRegistrationMode(ctx.db, await admin(ctx), args.mode),
  }),
  createInvitation: t.withAuth({ signedIn: true }).field({
    type: Invitation,
    resolve: async (_r, _a, ctx) => createInvitation(ctx.db, await admin(ctx)),
  }),
}));
