import type { AgentFormFields } from './client-types';
import type { Call } from './http';
import type { Agent, PublicAgent, TryAgentResponse, WidgetSettingsRequest, WidgetSettingsResponse } from './schemas';

/** The agent: its persona and keys, the widget's settings, the public demo agent and trying it. */
export function agentEndpoints(call: Call) {
  return {
    /** GET /api/v1/organizations/current/agent */
    getAgent: async () => (await call<{ data: Agent }>('GET', '/api/v1/organizations/current/agent')).body.data,
    /**
     * PUT /api/v1/organizations/current/agent as multipart (spec §7): `agent[field]`,
     * `agent[avatar]`, `agent[voice_provider_config]` as JSON, `agent[branding][key]`.
     */
    updateAgent: async (fields: AgentFormFields, avatar?: Blob | null) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (key === 'branding') for (const [name, v] of Object.entries(value as Record<string, string>)) form.append(`agent[branding][${name}]`, v);
        else if (key === 'languages') for (const language of value as string[]) form.append('agent[languages][]', language);
        else if (key === 'voice_provider_config') form.append('agent[voice_provider_config]', JSON.stringify(value));
        else form.append(`agent[${key}]`, String(value));
      }
      if (avatar) form.append('agent[avatar]', avatar);
      return (await call<{ data: Agent }>('PUT', '/api/v1/organizations/current/agent', { body: form })).body.data;
    },
    /** POST /api/v1/organizations/current/agent/keys/rotate */
    rotateAgentKey: async (key: 'live_key' | 'demo_key') =>
      (await call<{ data: Agent }>('POST', '/api/v1/organizations/current/agent/keys/rotate', { json: { key } })).body.data,
    /** GET /api/v1/organizations/current/agent/widget-settings: colours, position, launcher, mode, domains. */
    getWidgetSettings: async () => (await call<{ data: WidgetSettingsResponse }>('GET', '/api/v1/organizations/current/agent/widget-settings')).body.data,
    /** PUT /api/v1/organizations/current/agent/widget-settings; a 400 carries `fields` (one message per field). */
    updateWidgetSettings: async (settings: WidgetSettingsRequest['widget_settings']) =>
      (await call<{ data: WidgetSettingsResponse }>('PUT', '/api/v1/organizations/current/agent/widget-settings', { json: { widget_settings: settings } })).body
        .data,
    /** GET /api/v1/organizations/{id}/agent?is_demo_mode=true: what a visitor may see. */
    getDemoAgent: async (organizationRef: string | number) =>
      (
        await call<{ data: PublicAgent }>('GET', `/api/v1/organizations/${encodeURIComponent(String(organizationRef))}/agent`, {
          searchParams: { is_demo_mode: 'true' },
        })
      ).body.data,
    /** POST /api/v1/organizations/current/agent/try: an answer from the current knowledge. */
    tryAgent: async (message: string) => (await call<TryAgentResponse>('POST', '/api/v1/organizations/current/agent/try', { json: { message } })).body,
  };
}
