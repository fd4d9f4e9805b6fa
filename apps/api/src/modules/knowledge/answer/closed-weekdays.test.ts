import { describe, expect, it } from 'vitest';
import { asksClosedDays, closedWeekdays, sayClosedDays } from './closed-weekdays';
import { readQuestion } from './question';

describe('the days a week of hours leaves closed', () => {
  it('reads the days no line opens and the days a line closes', () => {
    expect(closedWeekdays(['Tuesday–Wednesday: 10:00–18:00', 'Thursday: 10:00–20:00', 'Friday–Saturday: 10:00–18:00', 'Sunday: 11:00–16:00'])).toEqual([0]);
    expect(closedWeekdays(['Mon: Closed', 'Tue: 04:00 pm – 10:00 pm', 'Wed: 04:00 pm – 10:00 pm', 'Sat: 10:00 am – 12:00 am'])).toEqual([0, 3, 4, 6]);
    expect(closedWeekdays(['Mo–Fr 9:00–18:00, Sa 10:00–14:00'])).toEqual([6]);
    // A line that closes one day and opens the rest is read part by part, not as every day open.
    expect(closedWeekdays(['Monday closed, Tuesday – Sunday 10:00–18:00'])).toEqual([0]);
    // A comma that lists days keeps them open.
    expect(closedWeekdays(['Mon, Wed, Fri: 9:00–17:00', 'Sat 10:00–13:00'])).toEqual([1, 3, 6]);
    expect(closedWeekdays(['Open daily 8:00–20:00'])).toEqual([]);
    // Days named without a clock are not closed; a part of a day closed is no day closed.
    expect(closedWeekdays(['Mon–Fri 9:00–17:00', 'Sat–Sun: by appointment'])).toEqual([]);
    expect(closedWeekdays(['Mon–Fri 8am–5pm', 'Sat noon–4pm'])).toEqual([6]);
    expect(closedWeekdays(['Mon, Tue: closed, Wed–Sun 10:00–18:00'])).toEqual([0, 1]);
    expect(closedWeekdays(['Kitchen: Mon–Sun 12:00–21:00, closed Monday lunchtime'])).toEqual([]);
  });

  it('reads no week where the lines open fewer than three days, or are dated or a season’s', () => {
    expect(closedWeekdays(['Summer (June – September): Mon–Sun 9:00–21:00', 'Winter (October – May): Tue–Sat 10:00–17:00'])).toBeNull();
    expect(closedWeekdays(['Tue & Thu 18:00–19:30 Beginners'])).toBeNull();
    expect(closedWeekdays(['Saturday 13 March 2027, 10:00–13:00', 'Sunday 14 March 2027, 10:00–13:00', 'Monday 15 March 2027, 10:00–13:00'])).toBeNull();
  });

  it('knows the question that asks which day is closed, in several languages, and not one naming a day', () => {
    for (const text of [
      'Which day of the week are you closed?',
      'Welcher Tag ist Ruhetag?',
      '¿Qué día cierran?',
      'Quel jour êtes-vous fermés ?',
      '定休日はいつですか？',
    ])
      expect(asksClosedDays(readQuestion(text)), text).toBe(true);
    for (const text of [
      'Are you closed on Monday?',
      'What time do you close?',
      'Are you open on Sundays?',
      // Closing times, holidays, dates and other things closed are no day of the week.
      '¿A qué hora cierran?',
      'À quelle heure ferme la boutique ?',
      'A que horas fecham?',
      '¿Por qué está cerrado?',
      '今天关门吗？',
      'When are you closed for Christmas?',
      'Which holidays are you closed?',
      'What days are you closed in December?',
      'Which roads are closed?',
      'An welchem Tag kann ich zu euch kommen?',
    ])
      expect(asksClosedDays(readQuestion(text)), text).toBe(false);
  });

  it('says the days in the visitor’s language', () => {
    expect(sayClosedDays([0], 'en')).toBe('We are closed on Monday.');
    expect(sayClosedDays([0, 1], 'de')).toBe('Geschlossen ist am Montag und Dienstag.');
    expect(sayClosedDays([], 'en')).toBe('We are open every day of the week.');
  });
});
