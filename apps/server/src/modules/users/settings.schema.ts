import { defaultVisibilityOf } from '@stepwise/domain/visibility';
import { builder } from '../../pothos/builder.js';
import { deleteAvatar } from '../uploads/uploads.service.js';
import {
  checkUsername,
  confirmEmailChange,
  deleteAccount,
  notificationPrefsOf,
  requestEmailChange,
  type UsernameCheck,
  updatePreferences,
} from './account.service.js';
import { type ExportRow, myDataExports, requestDataExport } from './exports.js';
import { User } from './users.schema.js';

const NotificationPref = builder.objectRef<{ kind: string; enabled: boolean }>('NotificationPref').implement({
  description: 'Whether the bell shows notifications of this kind (a muted kind is not written at all).',
  fields: (t) => ({ kind: t.exposeString('kind'), enabled: t.exposeBoolean('enabled') }),
});

const NotificationPrefInput = builder.inputType('NotificationPrefInput', {
  fields: (t) => ({ kind: t.string({ required: true }), enabled: t.boolean({ required: true }) }),
});

builder.objectFields(User, (t) => ({
  defaultVisibility: t.string({
    description:
      'The person’s own visibility for a new goal given none: public, followers or private; auto (not set): by the goal, personal goals (health, relationships, money, faith, family) private and the others followers.',
    resolve: (u) => defaultVisibilityOf(u.defaultVisibility),
  }),
  notificationPrefs: t.field({ type: [NotificationPref], resolve: (u) => notificationPrefsOf(u) }),
  hasPassword: t.boolean({
    description: 'False for an account made with Google only (it confirms deletion by typing the username).',
    resolve: (u) => Boolean(u.passwordHash),
  }),
}));

const UsernameAvailability = builder.objectRef<UsernameCheck>('UsernameAvailability').implement({
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'invalid, reserved or taken; null when available.',
    }),
  }),
});

const DataExport = builder.objectRef<ExportRow>('DataExport').implement({
  description: 'A JSON file with everything of the person, made by a job; download at GET /exports/{id}.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'pending, ready or failed.' }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    readyAt: t.string({ nullable: true, resolve: (e) => e.readyAt?.toISOString() ?? null }),
    expiresAt: t.string({ resolve: (e) => e.expiresAt.toISOString() }),
    downloadPath: t.string({
      nullable: true,
      description: 'Where the ready file is (send the session token as Bearer).',
      resolve: (e) => (e.status === 'ready' ? `/exports/${e.id}` : null),
    }),
  }),
});

builder.queryFields((t) => ({
  usernameAvailable: t.withAuth({ signedIn: true }).field({
    type: UsernameAvailability,
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, { username }, ctx) => checkUsername(ctx.db, ctx.session.user.id, username),
  }),
  myDataExports: t.withAuth({ signedIn: true }).field({
    type: [DataExport],
    resolve: (_root, _args, ctx) => myDataExports(ctx.db, ctx.session.user.id),
  }),
}));

builder.mutationFields((t) => ({
  updatePreferences: t.withAuth({ signedIn: true }).field({
    type: User,
    args: {
      defaultVisibility: t.arg.string(),
      notifications: t.arg({ type: [NotificationPrefInput] }),
    },
    resolve: (_root, args, ctx) => updatePreferences(ctx.db, ctx.session.user, args),
  }),
  requestEmailChange: t.withAuth({ signedIn: true }).boolean({
    description:
      'Sends a single-use link (one hour) to the new address; the e-mail changes when it is opened. True whether or not the address is taken (a taken one gets no letter); letters are limited per account and per address.',
    args: { newEmail: t.arg.string({ required: true }), password: t.arg.string() },
    resolve: (_root, args, ctx) =>
      requestEmailChange(
        { db: ctx.db, mailer: ctx.auth.mailer, publicUrl: ctx.auth.publicUrl, limiters: ctx.limiters },
        ctx.session.user,
        args,
      ),
  }),
  confirmEmailChange: t.boolean({
    description: 'Opens the link sent to the new address (no session needed); the old address gets a notice.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      ctx.operation.staleUsers.add(await confirmEmailChange({ db: ctx.db, events: ctx.events }, token));
      return true;
    },
  }),
  requestDataExport: t.withAuth({ signedIn: true }).field({
    type: DataExport,
    resolve: (_root, _args, ctx) => requestDataExport(ctx.db, ctx.jobs, ctx.session.user.id),
  }),
  deleteAccount: t.withAuth({ signedIn: true }).boolean({
    description:
      'Deletes the account and everything of it, its avatar file and every session. Password accounts give the password; Google-only accounts type their username.',
    args: { password: t.arg.string(), username: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const { avatarUrl } = await deleteAccount(ctx, ctx.session.user, args);
      await deleteAvatar(ctx.uploadsDir, avatarUrl);
      return true;
    },
  }),
}));
