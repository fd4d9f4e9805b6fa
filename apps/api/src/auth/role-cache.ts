import type { EventBus } from '../shared-state';
import type { MemberRole, RoleOf } from './authenticate';

const CHANNEL = 'auth-changed';
/** A safety net only: every change that can refuse a token clears the caches at once, through the bus. */
const ENTRY_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

export interface RoleCache {
  roleOf: RoleOf;
  /**
   * After any change that can refuse a token or change a role (sign-out, password change, a member
   * removed or re-roled): every process forgets what it knew. Await it before answering the change.
   */
  changed: () => Promise<void>;
}

/**
 * The revocation and role check of every authenticated request, remembered per token, so a signed-in
 * person's requests cost no query for it (scripts/bench-auth-route.ts). Correct only where every
 * process hears of every change: a bus across processes (Redis), or one process by construction (the
 * embedded PGlite). Anywhere else (PostgreSQL without Redis: other processes may change things
 * unheard), and while the bus is not delivering, every request asks the database.
 */
export function createRoleCache(
  roleOf: RoleOf,
  bus: EventBus,
  { singleProcess, clock = Date.now }: { singleProcess: boolean; clock?: () => number },
): RoleCache {
  const entries = new Map<string, { role: MemberRole; at: number }>();
  // A check that started before a change must not store what it read: the change may have raced it.
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };
  bus.subscribe(CHANNEL, forget);
  bus.onGap(forget);
  const usable = () => (bus.crossProcess || singleProcess) && bus.delivering();

  return {
    async roleOf(claims) {
      if (!usable()) return roleOf(claims);
      const known = entries.get(claims.jti);
      if (known && clock() - known.at < ENTRY_TTL_MS) return known.role;
      const started = generation;
      const role = await roleOf(claims);
      // Refusals are not remembered: a token refused now (say, before its membership commits) may pass later.
      if (role && started === generation && usable()) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(claims.jti, { role, at: clock() });
      }
      return role;
    },
    async changed() {
      forget();
      await bus.publish(CHANNEL, '1').catch(() => {
        // Redis is away: the other processes' caches are off until it returns (not delivering), and
        // they forget everything when it does (a gap).
      });
    },
  };
}
