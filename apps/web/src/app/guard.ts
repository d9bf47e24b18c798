import { type Access, paths } from '../shared/paths';
import type { SessionUser } from '../shared/session/user';
import { USER_STATUS } from '../shared/session/user';

export interface GuardContext {
  user: Pick<SessionUser, 'status'> | null;
  /** The path being opened, with its query string. */
  target: string;
  /** Whether a setup-pending user was already sent to /setup in this browser session. */
  setupPrompted: boolean;
}

export type GuardDecision = { redirect: string; markSetupPrompted?: boolean } | null;

/**
 * Where a navigation ends up (S-R1, S-R2, S-R4; PRODUCT: a user with status 0 opening a signed-in
 * route goes to /setup once per session). `null` lets the route open.
 */
export function decide(access: Access, ctx: GuardContext): GuardDecision {
  const signedIn = ctx.user !== null;
  switch (access) {
    case 'welcome':
      return signedIn ? { redirect: paths.plans } : null;
    case 'guestOnly':
      return signedIn ? { redirect: paths.profile } : null;
    case 'signedIn': {
      if (!signedIn) return { redirect: paths.loginReturningTo(ctx.target) };
      const pathname = ctx.target.split(/[?#]/)[0];
      if (ctx.user?.status === USER_STATUS.setupPending && !ctx.setupPrompted && pathname !== paths.setup) {
        return { redirect: paths.setup, markSetupPrompted: true };
      }
      return null;
    }
    default:
      return null;
  }
}
