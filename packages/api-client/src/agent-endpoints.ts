import type { AgentFormFields } from './client-types';
import type { SendOperation } from './operation-call';
import type { WidgetSettingsRequest } from './schemas';

/** The persona fields as the multipart form spec §7 names them: `agent[field]`, `agent[branding][key]`, `agent[voice_provider_config]` as JSON. */
function agentForm(fields: AgentFormFields, avatar?: Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (key === 'branding') for (const [name, v] of Object.entries(value as Record<string, string>)) form.append(`agent[branding][${name}]`, v);
    else if (key === 'languages') for (const language of value as string[]) form.append('agent[languages][]', language);
    else if (key === 'voice_provider_config') form.append('agent[voice_provider_config]', JSON.stringify(value));
    else form.append(`agent[${key}]`, String(value));
  }
  if (avatar) form.append('agent[avatar]', avatar);
  return form;
}

/** The agent: its persona and keys, the widget's settings, the public demo agent and trying it. */
export function agentEndpoints(send: SendOperation) {
  return {
    getAgent: async () => (await send('getAgent')).body.data,
    /** Multipart (spec §7); only the fields given are sent, the avatar when there is one. */
    updateAgent: async (fields: AgentFormFields, avatar?: Blob | null) => (await send('updateAgent', { form: agentForm(fields, avatar) })).body.data,
    rotateAgentKey: async (key: 'live_key' | 'demo_key') => (await send('rotateAgentKey', { json: { key } })).body.data,
    /** Colours, position, launcher, mode, domains. */
    getWidgetSettings: async () => (await send('getWidgetSettings')).body.data,
    /** A 400 carries `fields` (one message per field). */
    updateWidgetSettings: async (settings: WidgetSettingsRequest['widget_settings']) =>
      (await send('updateWidgetSettings', { json: { widget_settings: settings } })).body.data,
    /** What a visitor may see (`is_demo_mode=true`). */
    getDemoAgent: async (organizationRef: string | number) =>
      (await send('getDemoAgent', { params: { id: organizationRef }, query: { is_demo_mode: 'true' } })).body.data,
    /** An answer from the current knowledge. */
    tryAgent: async (message: string) => (await send('tryAgent', { json: { message } })).body,
  };
}
