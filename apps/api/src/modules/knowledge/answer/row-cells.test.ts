import { describe, expect, it } from 'vitest';
import { cellsAt, cellsFor, cellsNamed, namesAHoliday } from './row-cells';

describe('cellsFor', () => {
  const row = 'Baden & Föhnen — Klein (bis 10 kg): 35 €, Mittel (10–25 kg): 45 €, Groß (ab 25 kg): 60 €';

  it('keeps the column whose range holds the measure, with the row name', () => {
    expect(cellsFor(row, [{ value: 8, measure: 'kg' }])).toBe('Baden & Föhnen — Klein (bis 10 kg): 35 €');
    expect(cellsFor(row, [{ value: 32, measure: 'kg' }])).toBe('Baden & Föhnen — Groß (ab 25 kg): 60 €');
    expect(
      cellsFor(row, [
        { value: 7, measure: 'kg' },
        { value: 20, measure: 'kg' },
      ]),
    ).toBe('Baden & Föhnen — Klein (bis 10 kg): 35 €, Mittel (10–25 kg): 45 €');
  });

  it('leaves a row alone that the measure does not narrow', () => {
    expect(cellsFor(row, [{ value: 3, measure: 'years' }])).toBeNull();
    expect(cellsFor('Opening hours — Monday: 9:00–17:00, Tuesday: 9:00–17:00', [{ value: 8, measure: 'kg' }])).toBeNull();
    expect(cellsFor('Komplettpflege: 55,50 €', [{ value: 8, measure: 'kg' }])).toBeNull();
  });
});

describe('cellsNamed', () => {
  const contact = 'Telefon: 040 4920 3817, WhatsApp: 0176 2384 5521, E-Mail: termin@example.de';

  it('keeps the cell whose label the question names', () => {
    expect(cellsNamed(contact, ['whatsapp'])).toBe('WhatsApp: 0176 2384 5521');
  });

  it('keeps the line whole when no label, or every label, is named', () => {
    expect(cellsNamed(contact, ['number'])).toBeNull();
    expect(cellsNamed('Our phone line is open 9–5, call us anytime', ['phone'])).toBeNull();
  });
});

describe('cellsAt', () => {
  const row = 'House / apartment lockout — Day 7am–6pm: $89, Evening 6pm–10pm: $124, Night 10pm–7am: $154, Sundays & holidays any time: $174';

  it('keeps the cell whose span of the day holds the time asked, past midnight too', () => {
    expect(cellsAt(row, 23 * 60 + 30, [])).toBe('House / apartment lockout — Night 10pm–7am: $154');
    expect(cellsAt(row, 3 * 60, [1])).toBe('House / apartment lockout — Night 10pm–7am: $154');
    expect(cellsAt(row, 19 * 60 + 30, [1])).toBe('House / apartment lockout — Evening 6pm–10pm: $124');
    expect(cellsAt('Parken — Tag (08:00–20:00): 2 €, Nacht (20:00–08:00): 1 €', 21 * 60, [])).toBe('Parken — Nacht (20:00–08:00): 1 €');
  });

  it('keeps the cell that names the day asked, whatever the hour', () => {
    expect(cellsAt(row, 15 * 60, [6])).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    expect(cellsAt(row, null, [6])).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    expect(namesAHoliday('Thanksgiving morning and I just locked myself out. What is the rate?')).toBe(true);
    expect(cellsAt(row, null, [], true)).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    expect(
      cellsAt(
        'Notdienst — Werktags 8–18 Uhr: 89 €, Nachts 18:00–8:00: 129 €, Sonn- und Feiertage: 149 €',
        null,
        [],
        namesAHoliday('Am zweiten Weihnachtstag ausgesperrt, was kostet das?'),
      ),
    ).toBe('Notdienst — Sonn- und Feiertage: 149 €');
  });

  it('leaves a row alone that is not priced by the time of day', () => {
    expect(cellsAt(row, null, [1])).toBeNull();
    expect(cellsAt("Kids' classes — Ages 7–12: £8, Ages 13–17: £10", 19 * 60, [])).toBeNull();
    expect(cellsAt('Opening hours — Monday: 9:00–17:00, Tuesday: 9:00–17:00', 10 * 60, [0])).toBeNull();
  });
});
