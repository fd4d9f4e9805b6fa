import { describe, expect, it } from 'vitest';
import { resolveFollowUp } from './follow-up';
import { readQuestion } from './question';

describe('a follow-up takes the subject of the question before', () => {
  it.each([
    ['and how much is it?', 'How long is the tapas class?'],
    // Spanish opens a question with "¿": "¿y cuánto cuesta?" leans on the one before as "and how much?" does.
    ['¿y cuánto cuesta por persona?', '¿Hacéis team building para empresas?'],
    // German and French open a follow-up with their "and"; a word pointing back ("that", "das") leans too.
    ['Und was kostet die Teilnahme?', 'Gibt es einen Kurs für Brautpaare?'],
    ['Et ça coûte combien par trimestre ?', 'Ma fille a 6 ans, elle irait dans quel groupe ?'],
    ['does that work on the refurbished phones too?', 'do you do a student discount'],
    // What a price is counted by is no subject of its own.
    ['¿Cuánto cuesta el kilo?', '¿Tenéis heno para conejos?'],
  ])('%s after %s', (asked, before) => {
    const { carried } = resolveFollowUp(readQuestion(asked), [{ role: 'user', content: before }]);
    expect(carried.size).toBeGreaterThan(0);
  });

  // A call asks one question after another: the business's own hours on a day lean on nothing before.
  it.each([
    ['are you open saturday afternoon', 'how much is a microchip'],
    ['Habt ihr am Samstag offen?', 'Was kostet ein Haarschnitt?'],
    ['Do you sell gift vouchers for the spa and the massages?', 'How much is the hot stone massage?'],
    // "das" and "that" as articles point back at nothing.
    ['Gibt es das Frühstück auch vegan?', 'Was kostet ein Klavierkurs für Kinder?'],
    ['Do you sell that brand Yamaha?', 'How much is the piano lesson?'],
  ])('%s after %s stands on its own', (asked, before) => {
    expect(resolveFollowUp(readQuestion(asked), [{ role: 'user', content: before }]).carried.size).toBe(0);
  });

  it.each([
    ['Et le samedi, vous êtes ouverts ?', 'Le sauna est ouvert tard ?'],
    ['Und am Samstag, habt ihr da auch offen?', 'Ist die Sauna abends offen?'],
  ])('%s after %s leans on it', (asked, before) => {
    expect(resolveFollowUp(readQuestion(asked), [{ role: 'user', content: before }]).carried.size).toBeGreaterThan(0);
  });

  it('and on Saturday? after a question about a thing asks about that thing', () => {
    expect([...resolveFollowUp(readQuestion('and on saturday?'), [{ role: 'user', content: 'Is the sauna open late?' }]).carried]).toContain('sauna');
  });

  it('reads a size asked as its numbers too, which never answer alone', () => {
    const question = readQuestion('how much is one of your black frames in 11x14');
    expect(question.terms).toEqual(expect.arrayContaining(['11x14', '11', '14']));
    expect(question.parts).toEqual(expect.arrayContaining(['11x14', '11', '14']));
  });
});
