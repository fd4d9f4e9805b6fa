import { eq } from 'drizzle-orm';
import type { ChatResponse, ChatStreamEvent, ChatTranscript, WidgetSettings } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema';
import { CANADA_FAQ, openShop, widgetHeaders, type Business, type TestApp, useTestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const SETTINGS = '/api/v1/organizations/current/agent/widget-settings';

/** The widget settings a fresh agent has, with `show_sources` as given (or left out). */
const settings = (show_sources?: boolean) => ({
  primary_color: '#4f46e5',
  text_color: '#ffffff',
  position: 'bottom-right',
  launcher_text: '',
  greeting: 'Hi!',
  mode: 'both',
  allowed_domains: [],
  ...(show_sources !== undefined && { show_sources }),
});

describe.each(testDatabases())('sources under visitors’ answers on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  const chat = (b: Business, payload: object) =>
    app.inject({ method: 'POST', url: '/chat', headers: { ...widgetHeaders(b), 'content-type': 'application/json' }, payload });
  const put = (b: Business, body: object) => app.inject({ method: 'PUT', url: SETTINGS, headers: b.auth, payload: { widget_settings: body } });
  const shown = async (b: Business) => (await app.inject({ method: 'GET', url: SETTINGS, headers: b.auth })).json<{ data: WidgetSettings }>().data.show_sources;

  it('sends the FAQ behind an answer by default, and none once the owner turns sources off (whole, streamed and in the history)', async () => {
    const b = await openShop(app, 'src-off');
    expect(await shown(b)).toBe(true);
    const before = (await chat(b, { input: CANADA_FAQ.question })).json<ChatResponse>();
    expect(before.sources).toEqual([expect.objectContaining({ type: 'faq', title: CANADA_FAQ.question })]);

    expect((await put(b, settings(false))).json<{ data: WidgetSettings }>().data.show_sources).toBe(false);
    const whole = (await chat(b, { input: CANADA_FAQ.question })).json<ChatResponse>();
    expect(whole.output[0]!.content).toBe(CANADA_FAQ.answer);
    expect(whole.sources).toEqual([]);

    const streamed = await chat(b, { input: CANADA_FAQ.question, stream: true, previousChatId: whole.id });
    const events = streamed.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => JSON.parse(block.replace(/^data: /, '')) as ChatStreamEvent);
    const done = events.find((event) => event.type === 'done');
    expect(done && 'sources' in done ? done.sources : null).toEqual([]);

    const history = (await app.inject({ method: 'GET', url: `/chat/${whole.id}`, headers: widgetHeaders(b) })).json<ChatTranscript>();
    expect(history.messages.filter((m) => m.role === 'assistant').map((m) => m.sources)).toEqual([[], []]);
    // Kept from the visitor, not from the owner: what was said is stored with its sources.
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, whole.id));
    expect(stored.filter((m) => m.role === 'assistant').every((m) => m.sources.length === 1)).toBe(true);

    // A save that leaves the switch out keeps it; turning it on again brings the sources back.
    await put(b, settings());
    expect(await shown(b)).toBe(false);
    await put(b, settings(true));
    expect((await chat(b, { input: CANADA_FAQ.question })).json<ChatResponse>().sources).toHaveLength(1);
  });

  it('is each organization’s own switch, and one organization’s chat ids are not found with another’s key', async () => {
    const a = await openShop(app, 'src-a');
    const b = await openShop(app, 'src-b');
    await put(b, settings(false));
    expect(await shown(a)).toBe(true);
    const answer = (await chat(a, { input: CANADA_FAQ.question })).json<ChatResponse>();
    expect(answer.sources).toHaveLength(1);
    expect((await chat(b, { input: CANADA_FAQ.question })).json<ChatResponse>().sources).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/chat/${answer.id}`, headers: widgetHeaders(b) })).statusCode).toBe(404);
  });

  it('refuses a switch that is not true or false', async () => {
    const b = await openShop(app, 'src-bad');
    const res = await put(b, { ...settings(), show_sources: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields['widget_settings.show_sources']).toBe('Choose whether to show sources');
    expect(await shown(b)).toBe(true);
  });
});
