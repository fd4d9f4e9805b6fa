import type { Call } from './http';
import type { ProactiveTrigger, ProactiveTriggerInput } from './schemas';

const BASE = '/api/v1/organizations/current/proactive-triggers';

/** The agent's proactive messages, each with its shown / opened / converted figures. */
export function proactiveEndpoints(call: Call) {
  return {
    listProactiveTriggers: async () => (await call<{ data: ProactiveTrigger[] }>('GET', BASE)).body.data,
    createProactiveTrigger: async (trigger: ProactiveTriggerInput) => (await call<{ data: ProactiveTrigger }>('POST', BASE, { json: { trigger } })).body.data,
    /** Replaces the trigger; its figures are kept. */
    updateProactiveTrigger: async (id: number, trigger: ProactiveTriggerInput) =>
      (await call<{ data: ProactiveTrigger }>('PUT', `${BASE}/${id}`, { json: { trigger } })).body.data,
    deleteProactiveTrigger: async (id: number) => {
      await call<null>('DELETE', `${BASE}/${id}`);
    },
  };
}
