import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { voiceCalls } from '../../../db/schema';

/** How often the process holding calls says so; a holder silent for the resume window is gone. */
export const HEARTBEAT_MS = 2_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * Who holds a live call, in the database every process shares, so a dropped call can be resumed
 * on any of them (the load balancer sends a reconnection wherever it likes, and the process that
 * held the call may have died). The claim is the hash of the call's current resume token: whoever
 * swaps it for a new one holds the call, and the old holder learns so at its next heartbeat.
 */
export function createCallHandover(db: Db) {
  return {
    hashOf,

    /** A new resume token was given to the visitor: it (and only it) can take the call over now. */
    async publish(callId: string, token: string): Promise<void> {
      await db
        .update(voiceCalls)
        .set({ resumeTokenHash: hashOf(token), liveAt: sql`now()` })
        .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.status, 'in-progress')));
    },

    /**
     * Takes a call held elsewhere (or by a process that died) with the visitor's resume token, if its
     * holder was heard from within the window, claiming it with `nextToken` (the one this process
     * gives the visitor); null when the token is not the current one or comes too late.
     */
    async takeOver(callId: string, token: string, nextToken: string, windowMs: number) {
      const [row] = await db
        .update(voiceCalls)
        .set({ resumeTokenHash: hashOf(nextToken), liveAt: sql`now()` })
        .where(
          and(
            eq(voiceCalls.id, callId),
            eq(voiceCalls.status, 'in-progress'),
            eq(voiceCalls.resumeTokenHash, hashOf(token)),
            gte(voiceCalls.liveAt, ago(windowMs)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The calls this process holds are alive. Answers each one's current claim (the hash of its
     * resume token; null before the first is published), or no entry when the call is not in
     * progress any more (another process ended it).
     */
    async heartbeat(callIds: string[]): Promise<Map<string, string | null>> {
      if (!callIds.length) return new Map();
      const rows = await db
        .update(voiceCalls)
        .set({ liveAt: sql`now()` })
        .where(and(inArray(voiceCalls.id, callIds), eq(voiceCalls.status, 'in-progress')))
        .returning({ id: voiceCalls.id, resumeTokenHash: voiceCalls.resumeTokenHash });
      return new Map(rows.map((r) => [r.id, r.resumeTokenHash]));
    },

    /** The call's current claim, or undefined when it is not in progress (before ending a dropped call). */
    async claimOf(callId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ hash: voiceCalls.resumeTokenHash })
        .from(voiceCalls)
        .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.status, 'in-progress')));
      return row ? row.hash : undefined;
    },

    /**
     * Calls whose holder went silent long ago (its process died and nobody resumed them): ended,
     * so they do not stay "in progress" for ever. Their messages were stored as they were spoken.
     */
    async endOrphans(silentForMs: number): Promise<number> {
      const rows = await db
        .update(voiceCalls)
        .set({
          status: 'ended',
          endedReason: 'customer-disconnected',
          endedAt: voiceCalls.liveAt,
          durationSeconds: sql`greatest(0, round(extract(epoch FROM ${voiceCalls.liveAt} - coalesce(${voiceCalls.connectedAt}, ${voiceCalls.createdAt}))))::int`,
        })
        .where(and(eq(voiceCalls.status, 'in-progress'), lt(voiceCalls.liveAt, ago(silentForMs))))
        .returning({ id: voiceCalls.id });
      return rows.length;
    },
  };
}

export type CallHandover = ReturnType<typeof createCallHandover>;

/**
 * One session's claims on its call: the hashes of the resume tokens it gave out (a few, since a
 * heartbeat may read the database just before or after the newest one is stored).
 */
export class CallClaims {
  private readonly hashes: string[] = [];

  constructor(
    private readonly handover: CallHandover | undefined,
    private readonly callId: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Tells the other processes which token resumes the call now (the visitor's reconnection may land on any). */
  publish(token: string) {
    if (!this.handover) return;
    this.hashes.push(hashOf(token));
    if (this.hashes.length > 4) this.hashes.shift();
    this.handover
      .publish(this.callId, token)
      .catch((error: unknown) => this.log.warn({ err: error, callId: this.callId }, 'voice call: publishing the resume claim failed'));
  }

  /** Whether `claim` (the call's hash in the database; null before the first is stored) is this session's. */
  holds(claim: string | null): boolean {
    return claim === null || this.hashes.includes(claim);
  }

  /** Before ending a dropped call: whether another process has resumed (or ended) it meanwhile. */
  async lost(): Promise<boolean> {
    if (!this.handover) return false;
    const claim = await this.handover.claimOf(this.callId).catch(() => null);
    return claim === undefined || !this.holds(claim);
  }
}
