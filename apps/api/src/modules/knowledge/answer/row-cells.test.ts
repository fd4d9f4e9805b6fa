import { describe, expect, it } from 'vitest';
import { cellOfSize, cellsAt, cellsFor, cellsNamed, clockSpansOf, hoursOn, namesAHoliday, timesAsked } from './row-cells';
import { packsOfSizes, sizesIn } from './quantity-range';

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

  it('brings the cells that say the kind of fact asked, where the cells named do not', () => {
    const bucket = 'Small — Balls: 50 balls, Price: £5.00, Notes: Ideal for a first visit';
    const money = (text: string) => /£\d/.test(text);
    expect(cellsNamed(bucket, ['ball'], [money])).toBe('Small — Balls: 50 balls, Price: £5.00');
    expect(cellsNamed(contact, ['whatsapp'], [(text) => /\d{4}/.test(text)])).toBe('WhatsApp: 0176 2384 5521');
    // Several cells that would say it: the line stays whole.
    expect(cellsNamed('Pool — Lanes: 6, Weekdays: £5, Weekends: £7', ['lane'], [money])).toBeNull();
  });

  it('keeps the line whole when no label, or every label, is named', () => {
    expect(cellsNamed(contact, ['number'])).toBeNull();
    expect(cellsNamed('Our phone line is open 9–5, call us anytime', ['phone'])).toBeNull();
  });
});

describe('cellsAt', () => {
  const row = 'House / apartment lockout — Day 7am–6pm: $89, Evening 6pm–10pm: $124, Night 10pm–7am: $154, Sundays & holidays any time: $174';

  it('keeps the cell of the day asked in a row priced by the day of the week', () => {
    const rent = 'Temporada baja (noviembre a febrero) — Lunes a jueves: 1.600 €, Viernes: 2.400 €, Sábado: 3.500 €, Domingo: 2.200 €';
    expect(cellsAt(rent, [], [5])).toBe('Temporada baja (noviembre a febrero) — Sábado: 3.500 €');
    expect(cellsAt(rent, [], [2])).toBe('Temporada baja (noviembre a febrero) — Lunes a jueves: 1.600 €');
    expect(cellsAt(rent, [], [])).toBeNull();
    expect(cellsAt('Menu — Starter: 9 €, Main: 19 €', [], [5])).toBeNull();
    // A cell for a time of day, or for someone, is another question's: the row stays whole here.
    expect(cellsAt('Call-out fee — Weekdays 8am–6pm: £60, Out of hours & weekends: £90', [23 * 60], [2])).toBeNull();
    expect(cellsAt('Tickets — Adults Mon–Fri: £10, Adults weekend: £14, Children: £5', [], [5])).toBeNull();
  });

  it('keeps the cell whose span of the day holds the time asked, past midnight too', () => {
    expect(cellsAt(row, timesAsked("I'm locked out, it's 11:30pm — how much?"), [])).toBe('House / apartment lockout — Night 10pm–7am: $154');
    expect(cellsAt(row, [3 * 60], [1])).toBe('House / apartment lockout — Night 10pm–7am: $154');
    expect(cellsAt(row, timesAsked('car lockout at like 7:30pm on a tuesday'), [1])).toBe('House / apartment lockout — Evening 6pm–10pm: $124');
    expect(cellsAt('Parken — Tag (08:00–20:00): 2 €, Nacht (20:00–08:00): 1 €', timesAsked('Was kostet das Parken um 21 Uhr?'), [])).toBe(
      'Parken — Nacht (20:00–08:00): 1 €',
    );
    expect(cellsAt('Callout — Day 8–6pm: $80, Evening 6–10pm: $110', timesAsked('how much at 9pm?'), [])).toBe('Callout — Evening 6–10pm: $110');
  });

  it('keeps the cell that names the day or holiday asked, whatever the hour', () => {
    expect(cellsAt(row, [15 * 60], [6])).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    expect(cellsAt(row, [], [6])).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    expect(namesAHoliday('Thanksgiving morning and I just locked myself out. What is the rate?')).toBe(true);
    expect(cellsAt(row, [], [], true)).toBe('House / apartment lockout — Sundays & holidays any time: $174');
    const notdienst = 'Notdienst — Werktags 8–18 Uhr: 89 €, Nachts 18:00–8:00: 129 €, Sonn- und Feiertage: 149 €';
    expect(cellsAt(notdienst, [], [], namesAHoliday('Am zweiten Weihnachtstag ausgesperrt, was kostet das?'))).toBe('Notdienst — Sonn- und Feiertage: 149 €');
  });

  it('keeps only cells that fit both the day and the time, and none where a time is unclear', () => {
    const week = 'Call-out — Standard (Mon–Fri 8am–6pm): $89, After hours (Mon–Fri 6pm–8am): $129, Weekend (Sat–Sun 9am–5pm): $149';
    expect(cellsAt(week, [20 * 60], [5])).toBeNull();
    expect(cellsAt(week, [20 * 60], [2])).toBe('Call-out — After hours (Mon–Fri 6pm–8am): $129');
    // "11:30" is morning or night: the row is said whole.
    expect(timesAsked('how much at 11:30 tonight?')).toEqual([690, 1410]);
    expect(cellsAt(row, timesAsked('how much at 11:30 tonight?'), [])).toBeNull();
  });

  it('leaves a row alone that is not priced by the time of day', () => {
    expect(cellsAt("Kids' classes — Ages 7–12: £8, Ages 13–17: £10", [19 * 60], [])).toBeNull();
    expect(cellsAt('Opening hours — Monday: 9:00–17:00, Tuesday: 9:00–17:00', [10 * 60], [0])).toBeNull();
    expect(cellsAt('Parking — 1–2h: €3, 2–4h: €5', timesAsked('how much for parking at 14:00'), [])).toBeNull();
    expect(cellsAt('Season — Summer 15.06–15.09: €20, Winter 16.09–14.06: €15', timesAsked('at 10am'), [])).toBeNull();
    expect(timesAsked('Can you be here within 1h? Are you 24h?')).toEqual([]);
  });
});

describe('hoursOn', () => {
  const footer = 'Mon 9am–6pm · Tue–Fri 8am–6:30pm · Sat 8am–5pm · Sun 10am–3pm';
  const portuguese = 'Segunda, terça, quarta e sexta: 9h00 – 20h00, Quinta-feira: 9h00 – 21h00, Sábado: 9h00 – 14h00, Domingo e feriados: encerrado';

  it("says the hours of the day asked, a range's day among them", () => {
    expect(hoursOn(footer, [6])).toBe('Sun 10am–3pm');
    expect(hoursOn(footer, [2])).toBe('Tue–Fri 8am–6:30pm');
    expect(hoursOn('Monday–Wednesday: 09:00–20:00\nThursday: 09:00–21:00\nSaturday: 09:00–14:00', [5])).toBe('Saturday: 09:00–14:00');
  });

  it('joins days written before their hours, and says a closed day', () => {
    expect(hoursOn(portuguese, [5])).toBe('Sábado: 9h00 – 14h00');
    expect(hoursOn(portuguese, [6])).toBe('Domingo e feriados: encerrado');
  });

  it('leaves the week whole where no part or every part is the day asked, or a part names no day', () => {
    expect(hoursOn('Monday–Friday: 9:00–17:00, Saturday: 10:00–14:00', [6])).toBeNull();
    expect(hoursOn('Daily: 9:00–17:00, Kitchen: 12:00–14:00', [2])).toBeNull();
    expect(hoursOn('Sat 8am–5pm', [5])).toBeNull();
    expect(hoursOn(footer, [])).toBeNull();
  });

  it('leaves a part whole that says more than its days: a branch, a season, a condition', () => {
    expect(hoursOn('Old Town: Mon–Fri 9am–5pm, Sat 10am–2pm; Riverside: Mon–Fri 8am–6pm, Sat 9am–1pm', [5])).toBeNull();
    expect(hoursOn('April–October: daily 9am–6pm; November–March: Sat–Sun 10am–4pm', [0])).toBeNull();
    expect(hoursOn('Mon–Fri 9am–5pm, Sat by appointment, Sun closed', [6])).toBeNull();
  });
});

describe('clockSpansOf', () => {
  it('reads the same hours alike however they are written', () => {
    expect(clockSpansOf('Sunday 10:00–15:00')).toBe(clockSpansOf('Sun 10am–3pm'));
    expect(clockSpansOf('Sábado: 9h00 – 14h00')).toBe(clockSpansOf('Saturday: 09:00–14:00'));
    expect(clockSpansOf('Mon 9am–6pm · Sat 8am–5pm')).toBe('540-1080,480-1020');
    expect(clockSpansOf('Call us on 0113 496 0732')).toBe('');
  });
});

describe('cellOfSize', () => {
  const sizes = 'Preise je Glasgröße: 250 g €6,40 · 500 g €10,90 · 1 kg €19,50';
  it('says the size asked of a list of sizes and prices, with its label', () => {
    expect(cellOfSize(sizes, sizesIn('Was kostet der Honig im 1-kg-Glas?'))).toBe('Preise je Glasgröße: 1 kg €19,50');
    // The same size in another unit, and the size as its own cell's label.
    expect(cellOfSize('Bottles: 75 cl £12, 150 cl £22', sizesIn('a 1,5 l bottle?'))).toBe('Bottles: 150 cl £22');
    expect(cellOfSize('250 g: 6,40 € · 500 g: 10,90 €', sizesIn('das 500-g-Glas?'))).toBe('500 g: 10,90 €');
    // A size as a bound is a range, and a unit price no size.
    expect(cellOfSize('Hundewäsche: unter 10 kg 35 € · 10–25 kg 45 € · über 25 kg 60 €', sizesIn('Mein Hund wiegt 10 kg'))).toBeNull();
    expect(sizesIn('150 g: € 17,95 (€ 11,97 / 100 g), 1 kg = €21,80, 5G-Tarif')).toEqual(['150 g']);
    expect(cellOfSize(sizes, sizesIn('Was kostet der Honig?'))).toBeNull();
    expect(cellOfSize('Voltadol Schmerzgel 100 g: € 12,95*', sizesIn('die 100-g-Tube?'))).toBeNull();
  });

  it('reads the pack a size is joined to as the pack, not the thing asked', () => {
    expect(packsOfSizes('Was kostet die 100-g-Tube, und zwei 500-g-Gläser? Habt ihr 500-g-Honig?')).toEqual(['tube', 'glaser']);
    expect(sizesIn('0,5 l oder 1 kg, 250ml, 1.000 g, Glas à 250 g')).toEqual(['500 ml', '1000 g', '250 ml', '1000 g', '250 g']);
  });
});
