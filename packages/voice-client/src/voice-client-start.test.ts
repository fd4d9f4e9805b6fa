import { describe, expect, it, vi } from 'vitest';
import { MediaDeviceError, TransportError, ValidationError } from './errors';
import { ScriptedTransport, WEB_CALL } from './test-kit';
import { MISSING_TARGET_MESSAGE } from './validation';
import { VoiceClient } from './voice-client';
import { joined, setup } from './voice-client-harness';

describe('VoiceClient: starting a call', () => {
  it('moves new → loading → joining → joined, posts /call/web with the key and emits call-start', async () => {
    const { client, server, transport, events, started } = await joined({ metadata: { hostOrigin: 'https://shop.test' } });
    expect(await started).toEqual(WEB_CALL);
    expect(client.state).toBe('joined');
    expect(events).toEqual(['state:loading', 'state:joining', 'state:joined', 'call-start']);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.url).toBe('https://api.parley.test/call/web');
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('authorization')).toBe('Bearer pk_live_123');
    expect(request?.body).toEqual({ assistantId: 'self', metadata: { hostOrigin: 'https://shop.test' } });
    expect(transport().call).toEqual(WEB_CALL);
    expect(client.call).toEqual(WEB_CALL);
  });

  it('sends inline configs and ids in their own fields', async () => {
    const { client, server } = setup();
    void client.start({ name: 'Ava' }, { firstMessage: 'Hi!' }, 'squad_1', { nodes: [] }, { metadata: { language: 'fr' } });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]?.body).toEqual({
      assistant: { name: 'Ava' },
      assistantOverrides: { firstMessage: 'Hi!' },
      squadId: 'squad_1',
      workflow: { nodes: [] },
      metadata: { language: 'fr' },
    });
  });

  it('accepts a squad or a workflow alone', async () => {
    const { client, server } = setup();
    void client.start(undefined, undefined, undefined, 'wf_1');
    await vi.waitFor(() => expect(server.requests[0]?.body).toEqual({ workflowId: 'wf_1' }));
  });

  it(`rejects with "${MISSING_TARGET_MESSAGE}" without calling the server or changing state`, async () => {
    const { client, server, events } = setup();
    await expect(client.start()).rejects.toThrow(new ValidationError(MISSING_TARGET_MESSAGE));
    await expect(client.start('', undefined, '')).rejects.toBeInstanceOf(ValidationError);
    expect(server.requests).toHaveLength(0);
    expect(client.state).toBe('new');
    expect(events).toEqual([]);
  });

  it('rejects metadata that is over 4096 characters', async () => {
    const { client } = setup();
    await expect(client.start('self', undefined, undefined, undefined, { metadata: { note: 'x'.repeat(5000) } })).rejects.toThrow(/4096/);
  });

  it('gives a concurrent start() the same promise and makes one call', async () => {
    const { client, server, transports } = setup();
    const first = client.start('self');
    const second = client.start('other');
    expect(second).toBe(first);
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    expect(server.requests).toHaveLength(1);
  });

  it('ignores start() while a call is on air', async () => {
    const { client, server, started } = await joined();
    expect(client.start('self')).toBe(started);
    expect(server.requests).toHaveLength(1);
    expect(client.state).toBe('joined');
  });

  it("reports call-start-progress for the request and forwards the transport's steps", async () => {
    const { client, transports } = setup();
    const progress: string[] = [];
    client.on('call-start-progress', (p) => {
      expect(typeof p.timestamp).toBe('number');
      progress.push(`${p.stage}:${p.status}`);
    });
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    transports[0]?.sink.progress({ stage: 'microphone', status: 'completed' });
    transports[0]?.connecting.resolve();
    await started;
    expect(progress).toEqual(['request:started', 'request:completed', 'microphone:completed']);
  });

  it('passes chosen devices to the transport', async () => {
    const { client, transports } = setup();
    await client.setInputDevicesAsync({ audioDeviceId: 'mic-2' });
    await client.setOutputDeviceAsync({ outputDeviceId: 'spk-3' });
    void client.start('self');
    await vi.waitFor(() => expect(transports[0]?.devices).toEqual({ audioDeviceId: 'mic-2', outputDeviceId: 'spk-3' }));
  });
});

describe('VoiceClient: start failures', () => {
  it("emits a typed error with the server's message, ends in error and can start again", async () => {
    const { client, events, errors } = setup({}, () =>
      Response.json({ error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' }, { status: 503 }),
    );
    await expect(client.start('self')).resolves.toBeNull();
    expect(events).toEqual(['state:loading', 'error:start-failed', 'state:error']);
    expect(errors[0]).toBeInstanceOf(TransportError);
    expect(errors[0]?.message).toBe('Voice is not available on this server; please use text chat.');
    expect((errors[0] as TransportError).status).toBe(503);
    expect(client.call).toBeNull();
    // clean-up done: a new start is a new call
    void client.start('self');
    expect(client.state).toBe('loading');
  });

  it('treats an unexpected /call/web body as a protocol error', async () => {
    const { client, errors } = setup({}, () => Response.json({ id: 42 }, { status: 201 }));
    await expect(client.start('self')).resolves.toBeNull();
    expect(errors[0]?.code).toBe('protocol-error');
    expect(client.state).toBe('error');
  });

  it('reports a refused microphone as microphone-denied and releases the transport', async () => {
    const { client, transport, transports, errors, events } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    const denied = MediaDeviceError.fromCameraErrorType('permissions');
    transport().connecting.reject(denied);
    await expect(started).resolves.toBeNull();
    expect(errors).toEqual([denied]);
    expect(errors[0]).toMatchObject({ code: 'microphone-denied', type: 'permissions', fallbackToText: true });
    expect(events).toEqual(['state:loading', 'state:joining', 'error:microphone-denied', 'state:error']);
    expect(transport().disconnects).toBe(1);
  });

  it('wraps a non-SDK failure of the transport in a TransportError', async () => {
    const { client, transport, transports, errors } = setup();
    const started = client.start('self');
    await vi.waitFor(() => expect(transports).toHaveLength(1));
    transport().connecting.reject(new Error('boom'));
    await started;
    expect(errors[0]).toBeInstanceOf(TransportError);
    expect(errors[0]?.code).toBe('connect-failed');
  });

  it('fails with transport-unsupported when the factory cannot join the URL', async () => {
    const { client, errors } = setup({
      transport: () => {
        throw new TransportError('transport-unsupported', 'nope');
      },
    });
    await client.start('self');
    expect(errors[0]?.code).toBe('transport-unsupported');
    expect(client.state).toBe('error');
  });
});

describe('VoiceClient: options', () => {
  it('requires an apiKey and an http(s) baseUrl', () => {
    expect(() => new VoiceClient({ apiKey: '', baseUrl: 'https://x.test' })).toThrow(ValidationError);
    expect(() => new VoiceClient({ apiKey: 'k', baseUrl: 'ftp://x.test' })).toThrow(/baseUrl/);
  });
});

describe('VoiceClient: audio unlock', () => {
  it("calls the transport factory's prepare() synchronously inside start(), before the request", () => {
    const order: string[] = [];
    const factory = Object.assign((call: typeof WEB_CALL, sink: ConstructorParameters<typeof ScriptedTransport>[1]) => new ScriptedTransport(call, sink), {
      prepare: () => order.push('prepare'),
    });
    const client = new VoiceClient({
      apiKey: 'k',
      baseUrl: 'https://api.parley.test',
      transport: factory,
      fetch: () => {
        order.push('fetch');
        return Promise.resolve(Response.json(WEB_CALL, { status: 201 }));
      },
    });
    void client.start('self');
    expect(order[0]).toBe('prepare'); // already, synchronously, and before the request
  });
});
