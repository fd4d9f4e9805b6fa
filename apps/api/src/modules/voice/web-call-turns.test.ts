import { describe, expect, it } from 'vitest';
import { addShopProduct } from '../../test-kit';
import { PHRASES } from '../knowledge/answer/phrases';
import { testDatabases } from '../../test-databases';
import { MediaClient, silence, tone, type App, type Business } from './test-kit';
import { useVoiceApp, type StartedCall } from './web-call-test-kit';

/** The agent's final words of the call so far. */
const agentSaid = (client: MediaClient) =>
  client.messages.filter((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final').map((m) => String(m.transcript));

describe.each(testDatabases())('whole turns in web voice calls on $name', ({ open }) => {
  let app: App, b: Business;
  const { quietStart, script } = useVoiceApp(open, (running) => ({ app, b } = running));

  const connect = async () => {
    const call = (await quietStart()).json<StartedCall>();
    const client = await MediaClient.open(call.webCallUrl);
    await client.waitFor((m) => m.type === 'call-ready');
    return client;
  };

  /** A question, and more words right after its answer is ready (a pause the turn's end took for the end). */
  const askThenAdd = async (question: string, added: string) => {
    const client = await connect();
    await client.stream(Buffer.concat([tone(500), silence(200)]));
    script.hear(question);
    await client.waitFor((m) => m.type === 'model-output');
    await client.stream(Buffer.concat([tone(300), silence(300)]));
    script.hear(added);
    return client;
  };

  it('waits for the rest of a question that stops where a request cannot end, and answers the whole of it', async () => {
    const client = await connect();
    await client.stream(Buffer.concat([tone(500), silence(200)]));
    script.hear('can you tell me if you ship to');
    // Still looking for the word: nothing is answered yet.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.messages.some((m) => m.type === 'model-output')).toBe(false);
    await client.stream(Buffer.concat([tone(400), silence(200)]));
    script.hear('other countries');
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
    expect(agentSaid(client)).toEqual([expect.stringContaining('forty countries')]);
    await client.close();
  });

  it('answers an unfinished question as it is when the visitor says nothing more', async () => {
    const client = await connect();
    await client.stream(Buffer.concat([tone(500), silence(200)]));
    script.hear('do you ship internationally and');
    const answer = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final', 5_000);
    expect(answer.transcript).toContain('forty countries');
    await client.close();
  });

  it('never replaces a right answer by "I don\'t know" when the visitor adds a word after a pause inside a word ("back·pack")', async () => {
    await addShopProduct(app, b, 'products/trailhead', { name: 'Trailhead 40L Backpack', description: 'A 40 litre hiking backpack.', price_cents: 14_900 });
    // The voice pauses inside the word: "pack" comes right after, while the answer is ready.
    const client = await askThenAdd('how much is the trailhead back', 'pack please and thank you ok');
    await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const said = agentSaid(client);
    expect(said.join(' ')).toContain('149');
    expect(said.join(' ')).not.toMatch(/don't know|do not know|not sure/i);
    await client.close();
  });

  it('answers the words added after a pause anew when they ask something of their own', async () => {
    const client = await askThenAdd('do you ship internationally', 'and can i bring my dog to the shop');
    // The whole turn is answered anew: what is known of it, and that the dog is not.
    await client.waitFor(
      (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final' && String(m.transcript).includes(PHRASES.restUnknown.en),
      10_000,
    );
    await client.close();
  });
});
