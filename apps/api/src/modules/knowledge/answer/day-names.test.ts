import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';

describe('the days a text names', () => {
  it('reads the weekdays and the weekend named as one, in the languages visitors write', () => {
    const weekdays = [0, 1, 2, 3, 4];
    expect(daysNamed('What are your opening hours on a weekday in July?')).toEqual(weekdays);
    expect(daysNamed('Vilka tider har ni öppet på vardagar under sommaren?')).toEqual(weekdays);
    expect(daysNamed('Öffnungszeiten unter der Woche?')).toEqual(weekdays);
    expect(daysNamed('¿Abrís el fin de semana?')).toEqual([5, 6]);
    expect(daysNamed('Are you open on weekends?')).toEqual([5, 6]);
    expect(daysNamed('Weekdays 9–5')).toEqual(weekdays);
  });

  it('adds a day named beside them, and reads no day where a weekday is asked for', () => {
    expect(daysNamed('Wir kommen am Freitag für zwei Nächte. Was kostet ein Bett am Wochenende?')).toEqual([4, 5, 6]);
    expect(daysNamed('Which weekday are you closed?')).toEqual([]);
    expect(daysNamed('Are you closed any weekday?')).toEqual([]);
    expect(daysNamed('Entrega en 3-5 días hábiles')).toEqual([]);
    expect(daysNamed('Har ni skor för vardag?')).toEqual([]);
  });

  it('lists them Monday first, whatever the order named', () => {
    expect(daysNamed('Are you open on weekdays and Saturday?')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
