import { describe, expect, it } from 'vitest';
import { asksAboutWork, asksOnlyAboutWork } from './work-questions';

describe('a question about working for the business', () => {
  it.each([
    ['Are you hiring? What do you pay per hour?', true],
    ["Are you hiring coaches at the moment? What's the hourly rate?", true],
    ['Cercate personale per il bar o le piste? Quanto pagate all’ora?', true],
    ['Zoeken jullie nog schippers voor deze zomer? Wat verdien je per uur?', true],
    ['Sucht ihr noch Aushilfen für den Sommer?', true],
    ['¿Buscáis monitores para el verano?', true],
    ['Vous recrutez pour la rentrée ?', true],
    // Hiring a thing out, a job done for the visitor, a price per hour: no question of work.
    ['Can I hire a boat for two hours?', false],
    ['Is there a minimum charge for small jobs?', false],
    ['What do you charge per hour?', false],
    ['Wat kost een sloep per uur?', false],
    ['Are you hiring out bikes this weekend?', false],
    ['Do you have a vacancy for 2 nights?', false],
    ['Do you do salary payroll for small companies?', false],
    ['Does 3pm on Saturday work for you?', false],
    ['Je souhaite solliciter un devis.', false],
    ['¿Contratáis seguros de viaje?', false],
    ['Assumete voi i costi di spedizione?', false],
  ])('%s: %s', (question, asks) => expect(asksAboutWork(question)).toBe(asks));

  it('is answered apart only where it asks nothing else than the work and its pay', () => {
    expect(asksOnlyAboutWork('Are you hiring? What do you pay per hour?')).toBe(true);
    expect(asksOnlyAboutWork('Zoeken jullie nog schippers voor deze zomer? Wat verdien je per uur?')).toBe(true);
    expect(asksOnlyAboutWork('Vous recrutez pour la rentrée ? C’est payé combien de l’heure en salle ?')).toBe(true);
    expect(asksOnlyAboutWork('What time do you open Sunday? Also, are you hiring?')).toBe(false);
  });
});
