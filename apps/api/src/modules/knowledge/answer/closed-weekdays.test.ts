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
  });

  it('reads no week where the lines open fewer than three days, or are dated', () => {
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
    for (const text of ['Are you closed on Monday?', 'What time do you close?', 'Are you open on Sundays?'])
      expect(asksClosedDays(readQuestion(text)), text).toBe(false);
  });

  it('says the days in the visitor’s language', () => {
    expect(sayClosedDays([0], 'en')).toBe('We are closed on Monday.');
    expect(sayClosedDays([0, 1], 'de')).toBe('Geschlossen ist am Montag und Dienstag.');
    expect(sayClosedDays([], 'en')).toBe('We are open every day of the week.');
  });
});
