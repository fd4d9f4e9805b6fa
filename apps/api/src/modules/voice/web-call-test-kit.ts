/** Shared by the web-call tests: scripted speech, and an app listening on a port with a business to call, for a suite. */
import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import type { BuildAppOptions } from '../../app';
import type { Database } from '../../db/database';
import { useTestApp } from '../../test-app';
import type { SpeechToText, SpeechToTextHandlers, TextToSpeech } from './providers/types';
import { createBusiness, tone, type App, type Business } from './test-kit';

export const SECRET = 'voice-secret-0123456789abcdef0123456789abcdef';

/** A recogniser the test scripts: `hear(text)` delivers a final transcript to the newest live call. */
export function scriptedStt() {
  const sessions: SpeechToTextHandlers[] = [];
  let bytes = 0;
  const stt: SpeechToText = {
    name: 'parley',
    start(h) {
      sessions.push(h);
      // An earlier call ending (its resume window running out) must not deafen the newest one.
      const close = () => {
        const at = sessions.indexOf(h);
        if (at >= 0) sessions.splice(at, 1);
      };
      return { write: (pcm) => void (bytes += pcm.length), close };
    },
  };
  return { stt, hear: (text: string) => sessions.at(-1)?.onTranscript({ kind: 'final', text }), heard: () => bytes };
}

/** A voice that answers every sentence with 40 ms of tone per word, at once. */
export const toneTts: TextToSpeech = {
  name: 'parley',
  voiceId: 'tone',
  // eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable of audio
  async *synthesize(text, signal) {
    if (signal.aborted) return;
    yield tone(40 * text.split(/\s+/).length, 330);
  },
};

export type ScriptedStt = ReturnType<typeof scriptedStt>;

export interface VoiceApp {
  app: App;
  database: Database;
  port: number;
  b: Business;
}

/**
 * For a suite: the app with the scripted recogniser and the tone voice (resume window 3 s) on a
 * test database, listening on a free port, and a business to call; `ready` hands them over.
 * Gives the script and the call starters. `extra`: more of the app's options (its business events, its shared bus).
 */
export function useVoiceApp(
  open: () => Promise<Database>,
  ready: (running: VoiceApp) => void,
  extra: Pick<BuildAppOptions, 'businessEvents' | 'sharedState' | 'handoffTest'> = {},
) {
  const script = scriptedStt();
  let running: VoiceApp | undefined;
  let opened: { app: App; database: Database };
  useTestApp(
    open,
    { ...extra, env: { JWT_SECRET: SECRET }, voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }), timing: { resumeWindowMs: 3000 } } },
    (o) => (opened = o),
  );
  beforeAll(async () => {
    await opened.app.listen({ port: 0, host: '127.0.0.1' });
    running = { ...opened, port: (opened.app.server.address() as AddressInfo).port, b: await createBusiness(opened.app) };
    ready(running);
  });
  return { script, ...callStarter(() => running!) };
}

/** What `POST /call/web` answers, as far as the tests read it. */
export type StartedCall = { id: string; chatId: string; webCallUrl: string; assistant: { voice: unknown } };

/** Starting calls as the widget does (`POST /call/web`), against the running app that `get` reads. */
export function callStarter(get: () => { app: App; port: number; b: Business }) {
  const own = () => `http://127.0.0.1:${get().port}`;
  const startCall = (authorization: string, origin: string, payload: object = { assistantId: 'self' }) =>
    get().app.inject({
      method: 'POST',
      url: '/call/web',
      headers: { authorization, origin, host: `127.0.0.1:${get().port}`, 'content-type': 'application/json' },
      payload,
    });
  /** A call whose agent waits for the visitor instead of greeting. */
  const quietStart = (business = get().b) =>
    startCall(business.live, `https://${business.website}`, { assistantId: 'self', assistantOverrides: { firstMessageMode: 'assistant-waits-for-user' } });
  return { own, startCall, quietStart };
}
