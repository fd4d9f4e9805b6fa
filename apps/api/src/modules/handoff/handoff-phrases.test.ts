import { readFileSync } from 'node:fs';
import { SUPPORTED_LANGUAGES } from '@parley/i18n';
import { describe, expect, it } from 'vitest';
import { acceptsOffer, askedInCall, asksForPerson, joiningInChat, offerPerson } from './handoff-phrases';

const widgetText = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../packages/i18n/locales/${language}/widget.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('asking for a person in words', () => {
  // The widget's "Talk to a person" button, pressed before the first message, sends these words.
  it.each(SUPPORTED_LANGUAGES)('recognises the widget’s own request in %s', (language) => {
    expect(asksForPerson(widgetText(language).personRequest!)).toBe(true);
  });

  it.each([
    'Can I speak to a human?',
    'talk to someone please',
    'Human please',
    'connect me with an agent',
    '¿Puedo hablar con un humano?',
    'אפשר לדבר עם בן אדם?',
    'オペレーターに繋いでください',
    '转人工',
    'أريد التحدث مع شخص',
    'Can I talk to someone? My number is 0412 604 318',
    'Can I talk to someone? My number is 06 12 34 56 78',
    'I want to speak to a human, my email is bob@example.com',
    'I need to talk to a person about the number of guests',
  ])('hears "%s"', (text) => expect(asksForPerson(text)).toBe(true));

  it.each([
    'Do your agents speak French?',
    'Is there a person I can call about returns?',
    'What is your customer service phone number?',
    '客服电话是多少？',
    'How much is the human-sized tent?',
    `I would like to talk about ${'shoes '.repeat(30)} with a person`,
    "I'd rather talk to someone before signing up - what's your phone number?",
    'Kann ich mit jemandem sprechen? Wie ist eure Telefonnummer?',
  ])('answers "%s" instead', (text) => expect(asksForPerson(text)).toBe(false));
});

describe('a person during a voice call', () => {
  it.each(['yes', 'Yes please.', 'sure', 'please', 'sí, por favor', 'כן', 'はい、お願いします', '好的', '可以', 'نعم من فضلك'])(
    'hears "%s" as accepting the offer',
    (text) => expect(acceptsOffer(text)).toBe(true),
  );

  it.each(['no', 'no thanks', 'yes but how much is shipping to Canada and to Mexico?', 'what about returns?', 'not now', '不用了', 'لا شكرا', ''])(
    'does not hear "%s" as accepting it',
    (text) => expect(acceptsOffer(text)).toBe(false),
  );

  it.each(SUPPORTED_LANGUAGES)('says the call moves to the chat in %s', (language) => {
    expect(askedInCall(language)).not.toBe(askedInCall(language === 'en' ? 'es' : 'en'));
    expect(offerPerson(language)).toBeTruthy();
    const line = joiningInChat(language, { name: 'Mia', business: 'Trail Co' });
    expect(line).toContain('Mia');
    expect(line).toContain('Trail Co');
    expect(joiningInChat(language, {})).not.toMatch(/undefined/);
  });
});
