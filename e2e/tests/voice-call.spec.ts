import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '@parley/playwright-config';
import { addFaq, newAccount, serveForTests, signupViaApi, storeSession } from './helpers';
import { readPcm16Wav, writePcm16Wav, type Pcm16 } from './wav';

const speechTools = ['/usr/bin/flite', '/usr/bin/pocketsphinx_continuous'].every((path) => existsSync(path));
// A developer without them skips this test; CI installs them (.ci/run), so there a skip would hide a gap.
if (!speechTools && process.env.CI) throw new Error('Flite and PocketSphinx are missing in CI (.ci/run installs them)');

/** Flite speaks `text`: mono 16-bit PCM at its voice's rate (16 kHz for slt). */
function speak(text: string, dir: string): Pcm16 {
  const file = join(dir, `${text.length}-${Date.now()}.wav`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file]);
  return readPcm16Wav(readFileSync(file));
}

/**
 * The visitor's microphone for the whole test, as Chromium plays it from a file: quiet while the
 * agent greets, the question, quiet while the agent starts answering, an interruption, then quiet
 * long enough that Chromium's loop of the file never comes round again during the test.
 */
function visitorMicrophone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parley-voice-e2e-'));
  const question = speak('Do you ship internationally?', dir);
  const interruption = speak('Wait, stop please.', dir);
  const { sampleRate } = question;
  if (interruption.sampleRate !== sampleRate) throw new Error('Flite spoke the two lines at different sample rates');
  const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const samples = Buffer.concat([silence(5), question.samples, silence(4.5), interruption.samples, silence(40)]);
  const file = join(dir, 'visitor.wav');
  writeFileSync(file, writePcm16Wav({ sampleRate, samples }));
  return file;
}

test.use({
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(speechTools ? [`--use-file-for-fake-audio-capture=${visitorMicrophone()}`] : []),
    ],
  },
});

test.describe('a voice call from the widget', () => {
  test.skip(!speechTools, 'Flite and PocketSphinx are not installed (CI installs them)');

  let snippet = '';
  const host = serveForTests((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Outdoor</title>${snippet}</head><body><h1>Acme Outdoor</h1></body></html>`,
    );
  });

  test('hears the question, answers it aloud from the knowledge, stops when interrupted, and is stored with its transcript', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const session = await signupViaApi(request, { ...newAccount('voice'), website: `http://localhost:${host.port}` });
    const auth = { Authorization: `Bearer ${session.token}` };
    // Voice calls with the live key are a feature of the voice plan (its trial needs no card in test mode).
    expect((await request.post('/api/v1/billings/trial', { headers: auth, data: { trial: { plan_name: 'voice' } } })).status()).toBe(201);
    const answer = 'Yes. We ship to 40 countries from our warehouse in Lyon, and delivery takes five to ten business days wherever you are.';
    await addFaq(request, auth, { question: 'Do you ship internationally?', answer });
    await storeSession(page, session);
    await page.goto('/dashboard/widget-settings');
    await page.getByTestId('add-to-site').click();
    snippet = (await page.getByRole('dialog', { name: 'Add the agent to your website' }).getByLabel('Embed code').inputValue()).trim();

    const visitor = await browser.newPage();
    // What the media socket carried, as the visitor's browser received it.
    const received: { at: number; text?: string; binary?: number }[] = [];
    visitor.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) =>
        received.push(typeof payload === 'string' ? { at: Date.now(), text: payload } : { at: Date.now(), binary: payload.length }),
      ),
    );
    await visitor.goto(`http://localhost:${host.port}/`);
    await visitor.getByRole('button', { name: 'Open chat' }).click();
    const frame = visitor.frameLocator('iframe[title="Chat"]');
    await frame.getByRole('button', { name: 'Talk by voice' }).click();

    const captions = frame.getByRole('list', { name: 'Live captions' });
    await expect(captions.getByText(/ship/i).first()).toBeVisible({ timeout: 30_000 });
    await expect(captions.getByText(/40 countries/).first()).toBeVisible({ timeout: 30_000 });
    // The agent's audio is played: the SDK's speaking detection hears it in the browser.
    await expect(frame.getByRole('status')).toHaveText(/is speaking/, { timeout: 15_000 });

    // The interruption: the server clears the agent's audio, and no more of that answer arrives.
    await expect.poll(() => received.filter((r) => r.text?.includes('"clear-audio"')).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const messages = received
      .filter((r) => r.text)
      .map((r) => ({ at: r.at, message: JSON.parse(r.text!) as { type: string; role?: string; status?: string } }));
    const answerStarted = messages.find(
      (m) =>
        m.message.type === 'speech-update' && m.message.role === 'assistant' && m.message.status === 'started' && received.some((r) => r.binary && r.at > m.at),
    )!;
    const cleared = messages.find((m) => m.message.type === 'clear-audio' && m.at > answerStarted.at)!;
    expect(cleared, 'the visitor’s interruption cleared the agent’s audio').toBeTruthy();
    const stopped = messages.find(
      (m) => m.message.type === 'speech-update' && m.message.role === 'assistant' && m.message.status === 'stopped' && m.at >= cleared.at,
    )!;
    expect(stopped.at - cleared.at).toBeLessThan(200);
    expect(received.filter((r) => r.binary && r.at > cleared.at && r.at < cleared.at + 500)).toEqual([]);

    await frame.getByRole('button', { name: 'Hang up' }).click();
    // The call's transcript stays on screen after hang-up, no longer live.
    await expect(frame.getByText('Call ended')).toBeVisible();
    await expect(captions).toHaveCount(0);
    await expect(
      frame
        .getByRole('list', { name: 'Call transcript' })
        .getByText(/40 countries/)
        .first(),
    ).toBeVisible();
    await visitor.close();

    // The call's end is stored just after the hang-up: wait for it before the owner reads the record.
    const conversations = '/api/v1/organizations/current/analytics/conversations';
    const listed = (await (await request.get(conversations, { headers: auth })).json()) as { data: { id: string }[] };
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${conversations}/${listed.data[0]!.id}`, { headers: auth })).json()) as { data: { call: { outcome: string } } }).data.call
            .outcome,
      )
      .toBe('completed');

    // The owner sees the call among the conversations, with its transcript and the call's record.
    await page.goto('/dashboard/conversations');
    const row = page.getByRole('row', { name: /ship/i });
    await expect(row).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(page.getByText(/We ship to 40 countries/).first()).toBeVisible();
    const transcript = page.getByTestId('transcript');
    await expect(transcript.getByText('Completed', { exact: true })).toBeVisible();
    await expect(transcript.getByText('The visitor hung up')).toBeVisible();
    await expect(transcript.getByText(/^Visitor \d.*, agent \d/)).toBeVisible();
    await expect(transcript.getByText(/into the call$/).first()).toBeVisible();
  });
});
