/**
 * Voice on sites the voice pipeline was not tuned on, as a new business meets it: each site of the
 * answer benchmark's held-out and fresh sets (a bike shop, a yoga studio with teachers and hours, a
 * vet clinic with people and two branches) is served on loopback, crawled into a fresh business
 * through the API, and asked its answerable English questions twice over: typed in the chat, and
 * spoken by Flite's four voices in turn over one web call, audio streamed in real time as 20 ms
 * frames with silence around it; every third spoken question hesitates ("uh"). Prints, per site
 * and in all:
 * - right answers spoken against the same questions typed (budget: spoken ≥ 95% of typed), and
 *   how many were heard word for word, so recognition losses show apart from answer losses;
 * - end of speech → first agent voice (the first frame with sound in it), cold (the first time an answer is said: nothing of it was
 *   synthesised before) apart from warm (the first questions asked again at the end): median ≤ 300
 *   and p95 ≤ 450 ms cold is the budget.
 * Offline; needs pocketsphinx, pocketsphinx-en-us and flite. Takes ~4 minutes.
 * Run: pnpm exec tsx scripts/bench-voice-sites.ts   (BENCH_QUESTIONS=12 per site; BENCH_SHOW=1 prints every spoken miss)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { startVoiceTrial } from '../src/modules/billing/plan-test-kit';
import { freshSites } from '../src/modules/knowledge/answer/benchmark/fresh';
import { heldoutSites } from '../src/modules/knowledge/answer/benchmark/heldout';
import { benchApp, judge, serve, trainOnSite } from '../src/modules/knowledge/answer/benchmark/run-benchmark';
import type { BenchQuestion } from '../src/modules/knowledge/answer/benchmark/types';
import type { AnswerTimings } from '../src/modules/voice/call/call-types';
import { spokenSentences } from '../src/modules/voice/recognition/spoken-words';
import { embeddedVoiceOrNote, FLITE_VOICES, fliteSpeech, MediaClient, silence } from '../src/modules/voice/test-kit';
import { askAloud, fmt, median, p95, voicedFrames, words } from './voice-bench-kit';

if (!embeddedVoiceOrNote('bench-voice-sites')) process.exit(2);
const PER_SITE = Number(process.env.BENCH_QUESTIONS ?? 12);
const WARM_AGAIN = 4;
const sites = [...heldoutSites(), ...freshSites()].filter((site) => !site.name.includes('salon'));

/** What the visitor says: the question, with "uh" after its second word every third time. */
function asSpoken(ask: string, n: number): string {
  if (n % 3 !== 2) return ask;
  const [a, b, ...rest] = ask.split(' ');
  return rest.length ? `${a} ${b} uh ${rest.join(' ')}` : ask;
}

const dataFolder = mkdtempSync(join(tmpdir(), 'parley-bench-voice-sites-'));
const database = await openDatabase({ dataDir: join(dataFolder, 'pglite') });
// Each answer's timings, by call: where the time from the visitor's last word to the agent's first goes.
const timings = new Map<string, AnswerTimings[]>();
const { app, worker } = await benchApp(database, {
  voiceObserver: { onAnswer: (callId, t) => timings.set(callId, [...(timings.get(callId) ?? []), { ...t }]) },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const all = { typed: 0, spoken: 0, exact: 0, asked: 0, cold: [] as number[], warm: [] as number[] };
/** Cold answers' parts, ms: last voiced frame → transcript, → answer begun, → first sentence, → first audio, → first frame sent. */
/** End of speech → the answer's first frame, voiced or not (the lead-in of silence a synthesiser puts first counts here). */
const firstFrames: number[] = [];
const parts = { recogniser: [] as number[], held: [] as number[], responder: [] as number[], synthesiser: [] as number[], quiet: [] as number[] };
function noteParts(t: AnswerTimings | undefined) {
  if (!t?.lastVoicedAt || t.responderStart === undefined || t.firstSentence === undefined || t.synthStart === undefined) return;
  if (t.synthFirstAudio === undefined || t.firstFrameQueued === undefined || t.firstFrameSent === undefined) return;
  parts.recogniser.push(t.transcriptAt - t.lastVoicedAt);
  parts.held.push(t.responderStart - t.transcriptAt);
  parts.responder.push(t.firstSentence - t.responderStart);
  parts.synthesiser.push(t.synthFirstAudio - t.synthStart);
  parts.quiet.push(t.firstFrameSent - t.firstFrameQueued);
}
let n = 0;
let unanswered = 0;
try {
  for (const [index, site] of sites.entries()) {
    const server = await serve(site);
    try {
      const business = await trainOnSite(app, site, server.origin, index);
      // Voice calls need a plan that includes voice (402 otherwise), as a new owner would start its trial.
      await startVoiceTrial(app, business.auth);
      const questions = site.questions
        .filter((q): q is BenchQuestion & { expect: string[] } => !!q.expect && !q.after && (q.language ?? 'en') === 'en' && !/[^\x20-\x7e’]/.test(q.ask))
        .slice(0, PER_SITE);
      const headers = { authorization: business.live, origin: `https://${business.website}`, 'content-type': 'application/json' };
      let typed = 0;
      const typedRight = new Set<BenchQuestion>();
      for (const [visitor, question] of questions.entries()) {
        const response = await app.inject({
          method: 'POST',
          url: '/chat',
          headers,
          payload: { input: question.ask, metadata: { language: 'en', visitorId: `voice-sites-${index}-${visitor}` } },
        });
        const answer = response
          .json<{ output: { content: string }[] }>()
          .output.map((o) => o.content)
          .join(' ');
        if (judge(site, question, answer).correct) {
          typed++;
          typedRight.add(question);
        }
      }

      const started = await app.inject({
        method: 'POST',
        url: '/call/web',
        headers: { ...headers, host: `127.0.0.1:${port}` },
        payload: { assistantId: 'self', assistantOverrides: { firstMessageMode: 'assistant-waits-for-user' } },
      });
      if (started.statusCode !== 201) throw new Error(`POST /call/web: ${started.statusCode} ${started.body}`);
      const call = started.json<{ id: string; webCallUrl: string }>();
      const client = await MediaClient.open(call.webCallUrl);
      await client.waitFor((m) => m.type === 'call-ready');
      const said = new Set<string>();
      const cold: number[] = [];
      const warm: number[] = [];
      let spoken = 0;
      let exact = 0;
      const speak = async (question: BenchQuestion) => {
        const text = asSpoken(question.ask, n);
        const voice = FLITE_VOICES[n++ % FLITE_VOICES.length]!;
        const pcm = Buffer.concat([silence(200), fliteSpeech(text, { voice }), silence(1500)]);
        const { first, last } = voicedFrames(pcm);
        // On a loaded machine a recogniser at nice 19 may give no transcript within a minute: that
        // question counts as unanswered (and is printed) instead of ending the run.
        const result = await askAloud(client, { pcm, firstVoiced: first, lastVoiced: last }).catch(() => {
          unanswered++;
          return { said: '', heard: '(no answer within 60 s)', firstFrameAt: NaN, firstVoiceAt: NaN, speechEnd: 0 };
        });
        const latency = result.firstVoiceAt - result.speechEnd;
        firstFrames.push(result.firstFrameAt - result.speechEnd);
        return { text, voice, result, latency };
      };
      for (const question of questions) {
        const { text, voice, result, latency } = await speak(question);
        if (!Number.isNaN(latency)) (said.has(result.said) ? warm : cold).push(latency);
        if (!said.has(result.said)) noteParts(timings.get(call.id)?.at(-1));
        said.add(result.said);
        const heardExactly = words(result.heard.replace(/ \| /g, ' ')).join(' ') === spokenSentences(text).flat().join(' ');
        if (heardExactly) exact++;
        const right = judge(site, question, result.said).correct;
        if (right) spoken++;
        if (process.env.BENCH_SHOW && !right)
          console.info(
            `  ${site.name}, ${voice}: "${text}" heard as "${result.heard}", answered "${result.said.slice(0, 90)}"${typedRight.has(question) ? ' (typed: right)' : ''}`,
          );
      }
      for (const question of questions.slice(0, WARM_AGAIN)) {
        const { latency } = await speak(question);
        if (!Number.isNaN(latency)) warm.push(latency);
      }
      client.send({ type: 'end-call' });
      await client.close();
      console.info(
        `${site.name}: right ${spoken}/${questions.length} spoken, ${typed}/${questions.length} typed; heard word for word ${exact}/${questions.length}; ` +
          `end of speech → first voice cold median ${fmt(median(cold))} p95 ${fmt(p95(cold))} (${cold.length}), warm median ${fmt(median(warm))} (${warm.length})`,
      );
      all.typed += typed;
      all.spoken += spoken;
      all.exact += exact;
      all.asked += questions.length;
      all.cold.push(...cold);
      all.warm.push(...warm);
    } finally {
      await server.close();
    }
  }
  const share = all.typed ? all.spoken / all.typed : 0;
  console.info(
    `\nvoice on unseen sites, ${all.asked} questions: right spoken ${all.spoken}, typed ${all.typed} (spoken ${(100 * share).toFixed(0)}% of typed, budget ≥ 95%); ` +
      `heard word for word ${all.exact}/${all.asked}; no answer within 60 s ${unanswered}\n` +
      `  end of speech → first agent voice, cold: median ${fmt(median(all.cold))} (budget ≤ 300), p95 ${fmt(p95(all.cold))} (budget ≤ 450), ${all.cold.length} answers; ` +
      `warm: median ${fmt(median(all.warm))}, p95 ${fmt(p95(all.warm))}, ${all.warm.length} answers; first frame, voiced or not: median ${fmt(median(firstFrames.filter((v) => !Number.isNaN(v))))}\n` +
      `  cold parts, median (p95): ${Object.entries(parts)
        .map(([part, values]) => `${part} ${fmt(median(values))} (${fmt(p95(values))})`)
        .join(', ')}`,
  );
} finally {
  await worker.stop();
  await app.close();
  await database.close();
  rmSync(dataFolder, { recursive: true, force: true });
}
