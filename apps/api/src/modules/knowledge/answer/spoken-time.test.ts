import { describe, expect, it } from 'vitest';
import { spokenTime } from './spoken-time';

const at = (hours: number, minutes: number) => hours * 60 + minutes;

describe('a time said in words', () => {
  it.each([
    ['Kann ich mein Auto freitags um halb fünf noch abholen?', at(16, 30)],
    ['Ich komme um Viertel vor eins, ist da jemand da?', at(12, 45)],
    ['Can I come at half past four on Friday?', at(16, 30)],
    ['is anyone there at quarter to one?', at(12, 45)],
    ['¿Puedo ir el sábado a las cinco y media?', at(17, 30)],
    ['Can I pop in at noon?', at(12, 0)],
    ['Can I come at 11 o’clock?', at(11, 0)],
    ['Kan ik zaterdag om half 1 nog bellen?', at(12, 30)],
    ['Zijn jullie om half zes nog open?', at(17, 30)],
    ['Kunnen we om kwart over vier langskomen?', at(16, 15)],
    ["We probably won't get there before half three.", at(15, 30)],
  ])('%s', (question, time) => expect(spokenTime(question)).toBe(time));

  it('is none where no time is said, and British "half one" is half past', () => {
    expect(spokenTime('Are you open on Friday?')).toBeNull();
    expect(spokenTime('Vous êtes ouverts le dimanche après-midi ?')).toBeNull();
    // British "half one" is 1:30, not the Dutch 12:30: only "om half" is read the Dutch way.
    expect(spokenTime('Can I book a lane for half one on Saturday?')).toBe(at(13, 30));
    expect(spokenTime('Kan ik om half drie komen?')).toBe(at(14, 30));
    expect(spokenTime('Is it half price on Mondays?')).toBeNull();
    // An hour in words after "um", "gegen", "around" where it ends the clause or says "Uhr"; "um drei Tage" is a length.
    expect(spokenTime('Hat die Bar am Sonntag schon offen, so gegen drei?')).toBe(at(15, 0));
    expect(spokenTime('Können wir um drei Uhr kommen?')).toBe(at(15, 0));
    expect(spokenTime('Kann ich die Miete um drei Tage verlängern?')).toBeNull();
    expect([spokenTime('Can I order everything at once?'), spokenTime('Can my son start at 6?'), spokenTime('A party of around 30?')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
