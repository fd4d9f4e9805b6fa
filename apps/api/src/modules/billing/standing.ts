import type { Standing as StandingDto } from '@parley/contract';
import type { Standing } from './entitlement';

/** The organization's standing as the API answers it (ISO dates, snake_case). */
export const standingDto = (standing: Standing): StandingDto => ({
  state: standing.state,
  grace_ends_at: standing.graceEndsAt?.toISOString() ?? null,
});
