import { describe, expect, it } from 'vitest';
import { cellsFor, cellsNamed } from './row-cells';

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
