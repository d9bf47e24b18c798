import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import { builder } from '../../pothos/builder.js';
import { User } from '../users/users.schema.js';
import { login, loginWithGoogle, logout, register } from './auth.service.js';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service.js';

const AuthPayload = builder
  .objectRef<{ token: string; user: UserRow; deviceToken?: string }>('AuthPayload')
  .implement({
    description: 'A new session: send the token as `Authorization: Bearer <token>`.',
    fields: (t) => ({
      token: t.exposeString('token'),
      user: t.field({ type: User, resolve: (p) => p.user }),
      deviceToken: t.string({
        nullable: true,
        description:
          'After a password sign-in: keep it on this device and pass it to the next `login`; sign-ins from a device that holds it are not held back by strangers guessing the password.',
        resolve: (p) => p.deviceToken ?? null,
      }),
    }),
  });

const AuthConfig = builder.objectRef<{ googleClientId: string | null }>('AuthConfig').implement({
  fields: (t) => ({ googleClientId: t.exposeString('googleClientId', { nullable: true }) }),
});

builder.queryFields((t) => ({
  authConfig: t.field({
    type: AuthConfig,
    resolve: (_root, _args, ctx) => ({ googleClientId: ctx.google?.clientId ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  register: t.field({
    type: AuthPayload,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      lang: t.arg.string(),
      timezone: t.arg.string(),
      invitation: t.arg.string({ description: 'The invitation code, where registration is by invitation.' }),
    },
    resolve: (_root, args, ctx) => register(ctx.auth, ctx.request, args),
  }),
  login: t.field({
    type: AuthPayload,
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      rememberMe: t.arg.boolean(),
      deviceToken: t.arg.string({ description: 'The deviceToken an earlier sign-in on this device gave.' }),
    },
    resolve: (_root, args, ctx) => login(ctx.auth, ctx.request, args),
  }),
  loginWithGoogle: t.field({
    type: AuthPayload,
    args: { idToken: t.arg.string({ required: true }) },
    resolve: (_root, { idToken }, ctx) => {
      if (!ctx.google) throw new AppError('BAD_USER_INPUT', 'googleDisabled');
      return loginWithGoogle(ctx.auth, ctx.request, ctx.google, idToken);
    },
  }),
  logout: t.withAuth({ signedIn: true }).boolean({
    description: 'Revokes the token of this request.',
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.db, ctx.session.sessionId);
      // Refused at once here and in every other process, however recently the token was cached: as after any
      // write, the route drops the signer's cached sessions before the answer goes out.
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    description: 'Always true: the answer does not tell whether the address has an account.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestPasswordReset(ctx.auth, ctx.request, args),
  }),
  resetPassword: t.boolean({
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      // The sessions the reset deleted may still be cached, here and in other processes.
      ctx.operation.staleUsers.add(await resetPassword(ctx.auth, ctx.request, args));
      return true;
    },
  }),
  changePassword: t.withAuth({ signedIn: true }).boolean({
    description: 'Signs out every other session.',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await changePassword(ctx.auth, ctx.session, args);
      return true;
    },
  }),
}));
