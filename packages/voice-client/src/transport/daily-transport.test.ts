import type { DailyCall, DailyCallFactory } from '@daily-co/daily-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FatalCallError, MediaDeviceError, ServerError, TransportError, type VoiceClientError } from '../errors';
import type { VoiceMessage } from '../protocol';
import type { Timers } from '../timers';
import { isMobileBrowser, MOBILE_JOIN_DELAY_MS } from './daily-guard';
import { DailyTransport } from './daily-transport';
import type { TransportSink } from './transport';

type Handler = (event: Record<string, unknown>) => void;

/** The subset of a daily-js call object the transport uses, scriptable from the test. */
class FakeDailyCall {
  readonly log: string[] = [];
  readonly handlers = new Map<string, Handler[]>();
  createOptions: unknown;
  joinOptions: unknown;
  join = vi.fn(async (options: unknown) => {
    this.log.push('join');
    this.joinOptions = options;
    await this.joinResult();
    return {};
  });
  joinResult: () => Promise<void> = () => Promise.resolve();
  destroyed = false;
  levels: Record<string, number> = {};
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, payload: Record<string, unknown> = {}) {
    for (const handler of this.handlers.get(event) ?? []) handler({ action: event, ...payload });
  }
  leave = vi.fn(() => Promise.resolve(void this.log.push('leave')));
  destroy = vi.fn(() => {
    this.log.push('destroy');
    this.destroyed = true;
    return Promise.resolve();
  });
  isDestroyed = () => this.destroyed;
  updateParticipant = vi.fn();
  updateInputSettings = vi.fn(() => Promise.resolve({}));
  startRemoteParticipantsAudioLevelObserver = vi.fn(() => Promise.resolve(undefined));
  getRemoteParticipantsAudioLevel = () => this.levels;
  sendAppMessage = vi.fn();
  setLocalAudio = vi.fn();
  setInputDevicesAsync = vi.fn(() => Promise.resolve({}));
  setOutputDeviceAsync = vi.fn(() => Promise.resolve({}));
}

function setup(options: { mobile?: boolean; timers?: Timers } = {}) {
  const fake = new FakeDailyCall();
  const factory = {
    createCallObject: (createOptions: unknown) => {
      fake.createOptions = createOptions;
      return fake as unknown as DailyCall;
    },
  } as unknown as DailyCallFactory;
  const load = vi.fn(() => Promise.resolve({ default: factory }));
  const messages: VoiceMessage[] = [];
  const errors: { error: VoiceClientError; fatal: boolean }[] = [];
  const ended: string[] = [];
  const progress: string[] = [];
  const sink: TransportSink = {
    message: (m) => messages.push(m),
    progress: (p) => progress.push(`${p.stage}:${p.status}`),
    error: (error, fatal) => errors.push({ error, fatal }),
    ended: (reason) => ended.push(reason),
  };
  const transport = new DailyTransport({ id: 'call_1', webCallUrl: 'https://acme.daily.co/room-1' }, sink, {
    load,
    isMobile: () => options.mobile ?? false,
    ...(options.timers ? { timers: options.timers } : {}),
  });
  return { fake, load, transport, messages, errors, ended, progress };
}

const remote = { session_id: 'agent-1', local: false };

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('DailyTransport', () => {
  it('loads daily-js only on connect, audio only, with avoidEval, and joins the room', async () => {
    const { fake, load, transport, progress } = setup();
    expect(load).not.toHaveBeenCalled();
    await transport.connect({ audioDeviceId: 'mic-1' });
    expect(load).toHaveBeenCalledOnce();
    expect(fake.createOptions).toMatchObject({
      audioSource: 'mic-1',
      videoSource: false,
      subscribeToTracksAutomatically: false,
      dailyConfig: { avoidEval: true },
    });
    expect(fake.joinOptions).toMatchObject({ url: 'https://acme.daily.co/room-1' });
    expect(fake.startRemoteParticipantsAudioLevelObserver).toHaveBeenCalledWith(100);
    expect(progress).toEqual(['transport-load:started', 'transport-load:completed', 'connect:started', 'connect:completed']);
  });

  it("subscribes to remote participants' audio only", async () => {
    const { fake, transport } = setup();
    await transport.connect({});
    fake.fire('participant-joined', { participant: remote });
    fake.fire('participant-joined', { participant: { session_id: 'me', local: true } });
    expect(fake.updateParticipant).toHaveBeenCalledOnce();
    expect(fake.updateParticipant).toHaveBeenCalledWith('agent-1', {
      setSubscribedTracks: { audio: true, video: false, screenVideo: false, screenAudio: false },
    });
  });

  it('turns noise cancellation off on an audio-processor nonfatal error, and only then', async () => {
    const { fake, transport } = setup();
    await transport.connect({});
    fake.fire('nonfatal-error', { type: 'video-processor-error', errorMsg: 'x' });
    expect(fake.updateInputSettings).not.toHaveBeenCalled();
    fake.fire('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp failed' });
    expect(fake.updateInputSettings).toHaveBeenCalledWith({ audio: { processor: { type: 'none' } } });
  });

  it('waits 1 s before joining on mobile', async () => {
    vi.useFakeTimers();
    const { fake, transport } = setup({ mobile: true });
    const connecting = transport.connect({});
    await vi.advanceTimersByTimeAsync(MOBILE_JOIN_DELAY_MS - 1);
    expect(fake.join).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await connecting;
    expect(fake.join).toHaveBeenCalledOnce();
  });

  it('joins at once on desktop', async () => {
    vi.useFakeTimers();
    const { fake, transport } = setup({ mobile: false });
    await transport.connect({});
    expect(fake.join).toHaveBeenCalledOnce();
  });

  it('recognises mobile browsers by user agent', () => {
    expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36')).toBe(true);
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(false);
  });

  it('a fatal error during join rejects connect() with the typed error and destroys the call object', async () => {
    const { fake, transport, errors } = setup();
    fake.joinResult = () => {
      fake.fire('error', { errorMsg: 'Room not found', error: { type: 'no-room', msg: 'Room not found' } });
      return Promise.reject(new Error('join failed'));
    };
    const failure = await transport.connect({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FatalCallError);
    expect(failure).toMatchObject({ code: 'no-room', message: 'Room not found' });
    expect(fake.log).toEqual(['join', 'leave', 'destroy']);
    expect(errors).toEqual([]); // thrown, not also reported
  });

  it('a camera error during join becomes a MediaDeviceError', async () => {
    const { fake, transport } = setup();
    fake.joinResult = () => {
      fake.fire('camera-error', { errorMsg: { errorMsg: 'Permission denied' }, error: { type: 'permissions', msg: 'denied' } });
      return Promise.reject(new Error('join failed'));
    };
    const failure = await transport.connect({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MediaDeviceError);
    expect(failure).toMatchObject({ code: 'microphone-denied', type: 'permissions' });
    expect(fake.destroyed).toBe(true);
  });

  it('a join that fails without an event rejects with connect-failed', async () => {
    const { fake, transport } = setup();
    fake.joinResult = () => Promise.reject(new Error('network'));
    const failure = await transport.connect({}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure).toMatchObject({ code: 'connect-failed' });
  });

  it('a library that cannot load rejects with transport-unsupported', async () => {
    const { transport, load } = setup();
    load.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(transport.connect({})).rejects.toMatchObject({ code: 'transport-unsupported' });
  });

  it('after joining: fatal errors go to the sink, app messages become messages, the agent leaving ends the call', async () => {
    const { fake, transport, messages, errors, ended } = setup();
    await transport.connect({});
    fake.fire('app-message', { data: JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' }), fromId: 'agent-1' });
    fake.fire('app-message', { data: { type: 'model-output', output: 'Hi' }, fromId: 'agent-1' });
    fake.fire('app-message', { data: 'listening', fromId: 'agent-1' });
    fake.fire('app-message', { data: { type: 'error', code: 'x', message: 'y' }, fromId: 'agent-1' });
    expect(messages).toEqual([
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' },
      { type: 'model-output', output: 'Hi' },
    ]);
    expect(errors[0]?.error).toBeInstanceOf(ServerError);
    fake.fire('error', { errorMsg: 'ejected', error: { type: 'ejected', msg: 'ejected' } });
    expect(errors[1]).toMatchObject({ fatal: true, error: { code: 'ejected' } });
    fake.fire('participant-left', { participant: remote });
    expect(ended).toEqual(['assistant-ended-call']);
  });

  it('sends messages as app messages, mutes with setLocalAudio and sums remote levels', async () => {
    const { fake, transport } = setup();
    await transport.connect({});
    transport.send({ type: 'control', control: 'mute-assistant' });
    expect(fake.sendAppMessage).toHaveBeenCalledWith('{"type":"control","control":"mute-assistant"}', '*');
    transport.setMuted(true);
    expect(fake.setLocalAudio).toHaveBeenCalledWith(false);
    fake.levels = { 'agent-1': 0.04, other: 0.01 };
    expect(transport.agentLevel()).toBeCloseTo(0.05);
    await transport.setInputDevice('usb');
    expect(fake.setInputDevicesAsync).toHaveBeenCalledWith({ audioDeviceId: 'usb' });
  });

  it("plays the agent's audio track through its own element and removes it on disconnect", async () => {
    const { fake, transport } = setup();
    await transport.connect({});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
    fake.fire('track-started', { participant: remote, track: { kind: 'audio' }, type: 'audio' });
    expect(document.querySelectorAll('audio[data-parley-agent-audio="agent-1"]')).toHaveLength(1);
    expect(play).toHaveBeenCalled();
    transport.setAgentVolume(1.8);
    expect(document.querySelector('audio')?.volume).toBe(1);
    await transport.disconnect();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(fake.log).toEqual(['join', 'leave', 'destroy']);
    vi.unstubAllGlobals();
  });

  it('disconnect() during the mobile delay stops before joining', async () => {
    vi.useFakeTimers();
    const { fake, transport } = setup({ mobile: true });
    const connecting = transport.connect({}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    await transport.disconnect();
    expect(await connecting).toBeInstanceOf(TransportError);
    expect(fake.join).not.toHaveBeenCalled();
    expect(fake.destroyed).toBe(true);
  });
});
