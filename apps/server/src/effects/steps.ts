// What a step of the registry is (./registry.ts lists them; ./handlers/ define them): one run in the write's
// transaction, or one run after its commit, and what the latter may use.
import type { Db, Tx } from '../db/client.js';
import type { DomainEventType, Effects, EventOf } from '../events/domain.js';
import type { LiveEvents } from '../events/live.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Mailer } from '../modules/mail/mail.service.js';

/** What an in-transaction step may use beside its transaction. */
export interface InTransactionDeps {
  /** The job queue: a job sent with `{ db: tx }` commits or rolls back with the change. None where a write enqueues nothing. */
  jobs: JobQueue | null;
  /** Letters: one stored with `{ db: tx }` is sent only if the change commits. None where a write mails nothing. */
  mailer: Mailer | null;
  /** The web app's address, for the links in letters. */
  publicUrl: string;
}

/** What an after-commit step may use. */
export interface AfterCommitDeps {
  db: Db;
  live: LiveEvents;
  /** To send the letters a write stored now (none where nothing is mailed). */
  mailer?: Mailer | null;
}

export type InTransaction<T extends DomainEventType> = (
  tx: Tx,
  event: EventOf<T>,
  effects: Effects,
  deps: InTransactionDeps,
) => Promise<void>;
export type AfterCommit<T extends DomainEventType> = (
  deps: AfterCommitDeps,
  event: EventOf<T>,
  effects: Effects,
) => Promise<void>;
