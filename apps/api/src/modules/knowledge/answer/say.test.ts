import { describe, expect, it } from 'vitest';
import { STRUCTURED_HOURS } from '../facts/business-units';
import { readQuestion } from './question';
import { capitalised, onDays, sameHoursOnce, say } from './say';
import type { Scored } from './score-chunk';

const scored = (id: number, segment: string, heading: string[] = []): Scored => ({
  chunk: { id, sourceType: 'page', sourceId: id, title: '', content: segment, url: null, rank: 0 },
  unit: { heading, text: segment },
  segment,
  coverage: 1,
  score: 1,
  label: null,
  extra: null,
});

describe('hours said once', () => {
  const structured = scored(1, 'Monday–Friday: 09:00–20:00, Saturday: 09:00–14:00', ['Clínica', STRUCTURED_HOURS]);
  const page = scored(2, 'Seg. a sex.: 9h00 – 20h00, Sábado: 9h00 – 14h00, Domingo: encerrado', ['Horário']);
  const saturday = readQuestion('Estão abertos ao sábado à tarde?');

  it("says structured data's hours in a page's words where it states the same ones, for the day asked", () => {
    expect(sameHoursOnce([structured, page], saturday)).toEqual([page]);
    expect(sameHoursOnce([structured], readQuestion('Are you open on Saturday?'), [structured, page])).toEqual([page]);
    const lessSaid = { ...page, coverage: 0.5 };
    expect(sameHoursOnce([structured], saturday, [structured, lessSaid])).toEqual([structured]);
    // Another day's line at the same hours ("Sunday brunch") is no page stating Saturday's.
    const brunch = scored(5, 'Sunday brunch: 09:00–14:00', ['Brunch']);
    expect(sameHoursOnce([structured], saturday, [structured, brunch])).toEqual([structured]);
    expect(onDays(page.segment, saturday)).toBe('Sábado: 9h00 – 14h00');
  });

  it("keeps structured data's hours that no page states, and two branches alike", () => {
    const other = scored(3, 'Monday–Friday: 10:00–18:00, Saturday: 10:00–13:00', ['Old Town']);
    expect(sameHoursOnce([structured, other], saturday)).toEqual([structured, other]);
    const twin = scored(4, 'Monday–Friday: 10:00–18:00, Saturday: 10:00–13:00', ['Riverside']);
    expect(sameHoursOnce([other, twin], saturday)).toEqual([other, twin]);
  });
});

describe('a said line that starts a sentence', () => {
  it('starts with a capital, a name written in small letters left as it is', () => {
    expect(capitalised('le samedi de 9h30 à 13h.')).toBe('Le samedi de 9h30 à 13h.');
    expect(capitalised('iPhone screens: from £89.')).toBe('iPhone screens: from £89.');
    expect(capitalised('Saturday: 09:30–13:00.')).toBe('Saturday: 09:30–13:00.');
  });
});

describe('an FAQ answer that is a list', () => {
  it('is said item by item, not run together and cut at its third line', () => {
    const items = ['bañador o bikini', 'toalla', 'crema solar resistente al agua', 'chanclas', 'una botella de agua de 1 litro'];
    const faq = { ...scored(1, items.join('\n'), ['¿Qué tengo que llevar?']) };
    expect(say(faq, readQuestion('¿Qué tengo que llevar el primer día?'))).toBe(`${items.join('; ')}.`);
    // A lead line goes before the items, bullets go; past eight items, the rest is left to "…"; Chinese lists with "、".
    const bulleted = { ...scored(3, ['Please bring:', '- a towel', '- sun cream', '- water'].join('\n'), ['What should I bring?']) };
    expect(say(bulleted, readQuestion('What should I bring?'))).toBe('Please bring: a towel; sun cream; water.');
    const long = Array.from({ length: 10 }, (_, i) => `item ${i + 1}`);
    expect(say({ ...scored(4, long.join('\n'), ['What do you stock?']) }, readQuestion('What do you stock?'))).toBe(`${long.slice(0, 8).join('; ')}…`);
    expect(say({ ...scored(5, '毛巾\n防晒霜\n拖鞋', ['要带什么？']) }, readQuestion('要带什么？'))).toBe('毛巾、防晒霜、拖鞋。');
    // Sentences are no list: the first three are said.
    const prose = ['Come early.', 'Bring a towel.', 'Eat before.', 'Park on the street.'].join('\n');
    expect(say({ ...scored(2, prose, ['What should I bring?']) }, readQuestion('What should I bring?'))).toBe('Come early. Bring a towel. Eat before.');
  });
});

describe('an FAQ answer written on its question’s line', () => {
  it('is said whole where it is short, not only its sentence that matched', () => {
    const line =
      'What if I need to cancel? — No worries – cancel or move your booking at least 12 hours before. Late cancellations and no-shows are charged 50% of the service.';
    const faq = { ...scored(1, line), segment: 'What if I need to cancel? — No worries – cancel or move your booking at least 12 hours before.' };
    expect(say(faq, readQuestion('What happens if I have to cancel like 2 hours before my appointment?'))).toBe(line);
    // A long passage is no accordion's answer: its sentence alone.
    const long = { ...scored(2, `Opening hours? — ${'We are open most days of the year. '.repeat(12)}`), segment: 'We are open most days of the year.' };
    expect(say(long, readQuestion('Are you open most days?'))).not.toContain('of the year. We are');
  });
});
