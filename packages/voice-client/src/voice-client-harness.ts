/** Shared by the VoiceClient tests: a client on a fake server and scripted transports, and a call already joined. */
import { expect, vi } from 'vitest';
import type { VoiceClientError } from './errors';
import type { VoiceClientEvents } from './events';
import type { VoiceMessage } from './protocol';
import { fakeFetch, ScriptedTransport } from './test-kit';
import { VoiceClient, type VoiceClientOptions } from './voice-client';

/** A client wired to a fake server and scripted transports, recording every event in order. */
export function setup(options: Partial<VoiceClientOptions> = {}, respond?: () => Response | Promise<Response>) {
  const server = fakeFetch(respond);
  const transports: ScriptedTransport[] = [];
  const client = new VoiceClient({
    apiKey: 'pk_live_123',
    baseUrl: 'https://api.parley.test/',
    fetch: server.fetch,
    transport: (call, sink) => {
      const transport = new ScriptedTransport(call, sink);
      transports.push(transport);
      return transport;
    },
    ...options,
  });
  const events: string[] = [];
  const messages: VoiceMessage[] = [];
  const errors: VoiceClientError[] = [];
  const names: (keyof VoiceClientEvents)[] = ['call-start', 'call-end', 'speech-start', 'speech-end'];
  for (const name of names) client.on(name, () => events.push(name));
  client.on('message', (message) => {
    messages.push(message);
    events.push(`message:${message.type}`);
  });
  client.on('error', (error) => {
    errors.push(error);
    events.push(`error:${error.code}`);
  });
  client.on('state-change', (state) => events.push(`state:${state}`));
  const transport = () => {
    const last = transports.at(-1);
    if (!last) throw new Error('no transport was created');
    return last;
  };
  return { client, server, transports, transport, events, messages, errors };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A client whose call to the assistant `self` has joined. */
export async function joined(options: Partial<VoiceClientOptions> = {}) {
  const kit = setup(options);
  const started = kit.client.start('self');
  await vi.waitFor(() => expect(kit.transports).toHaveLength(1));
  kit.transport().connecting.resolve();
  await started;
  return { ...kit, started };
}
