import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';
import { rolesAsked } from './roles-asked';

describe('the people a visitor picks among', () => {
  it('reads "one of your …" in the languages visitors write', () => {
    expect(rolesAsked('Does one of your photographers speak English?')).toEqual(['photographer']);
    expect(rolesAsked('Spricht einer der Fotografen Englisch?')).toEqual(['fotografen']);
    expect(rolesAsked('Spricht einer eurer Segellehrer Deutsch?')).toEqual(['segellehrer']);
    expect(rolesAsked('¿Alguno de sus cerrajeros habla español?')).toEqual(['cerrajero']);
    expect(rolesAsked("C'è uno dei vostri istruttori che parla italiano?")).toEqual(['istruttori']);
  });

  it.each([
    ['Is there a tutor who can teach her maths in English?', 'tutor'],
    ['¿Hay algún monitor que hable español?', 'monitor'],
    ["Est-ce qu'une des coordinatrices parle français ?", 'coordinatrice'],
    ["c'è una maestra che lo parla?", 'maestra'],
    ['Is er een docent die het ook in het Turks kan uitleggen?', 'docent'],
    ['Czy macie nauczycielkę chemii, która mówi po polsku?', 'nauczycielke'],
  ])('reads the one asked for by what they speak in "%s"', (ask, role) => expect(rolesAsked(ask)).toEqual([role]));

  it('hears a person asked for by what they speak or teach, and no room or course that can', () => {
    const asks = [
      'Is there a tutor who can teach her maths in English?',
      '¿Hay algún monitor que hable español?',
      "Est-ce qu'une des coordinatrices parle français ?",
      "c'è una maestra che lo parla?",
      'Is er een docent die het ook in het Turks kan uitleggen?',
      'Czy macie nauczycielkę chemii, która mówi po polsku?',
      'Gibt es jemanden, der Polnisch spricht?',
      'Tem algum professor que fale inglês?',
    ];
    expect(asks.filter((ask) => !readQuestion(ask).intents.has('person'))).toEqual([]);
    expect(readQuestion('Is there a room that can hold 20 people?').intents.has('person')).toBe(false);
    expect(readQuestion('Is er een cursus die korting geeft?').intents.has('person')).toBe(false);
  });

  it('reads nothing where no group is named', () => {
    expect(rolesAsked('Who is the photographer for weddings?')).toEqual([]);
  });
});
