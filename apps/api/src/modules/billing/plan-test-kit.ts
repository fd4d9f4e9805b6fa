/** Shared by the tests that need a business on a plan: the free Intern plan, or the voice plan's trial. */
import type { TestApp } from '../../test-kit';

type Auth = Record<string, string>;

async function choose(app: TestApp, auth: Auth, url: string, payload: object, what: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url, headers: auth, payload });
  if (res.statusCode !== 201) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

/** The voice plan's trial (no card in test mode): voice calls with the live key, members and messages without limit. */
export const startVoiceTrial = (app: TestApp, auth: Auth) =>
  choose(app, auth, '/api/v1/billings/trial', { trial: { plan_name: 'voice' } }, 'starting the voice trial');

/** The free Intern plan: chat only, its members and messages a month (plan-features.ts). */
export const chooseInternPlan = (app: TestApp, auth: Auth) =>
  choose(app, auth, '/api/v1/billings/subscription', { price_id: 'price_parley_intern', payment_intent_id: null }, 'choosing the Intern plan');
