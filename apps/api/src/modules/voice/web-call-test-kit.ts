/** Shared by the web-call tests: scripted speech, and an app listening on a port with a business to call. */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
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
  async *synthesize(text, signal) {
    if (signal.aborted) return;
    yield tone(40 * text.split(/\s+/).length, 330);
  },
};

export type ScriptedStt = ReturnType<typeof scriptedStt>;

/** The app with the scripted recogniser and the tone voice (resume window 3 s), listening on a free port, and a business to call. */
export async function startVoiceApp(database: Database, script: ScriptedStt): Promise<{ app: App; port: number; b: Business }> {
  const app = await buildApp({
    env: { JWT_SECRET: SECRET, NODE_ENV: 'test' },
    database,
    voiceTest: { providers: () => ({ stt: script.stt, tts: toneTts }), timing: { resumeWindowMs: 3000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const b = await createBusiness(app);
  return { app, port, b };
}

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
