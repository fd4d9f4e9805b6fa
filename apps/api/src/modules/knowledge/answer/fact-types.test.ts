import { describe, expect, it } from 'vitest';
import { asksWayThere, carries, daysCovered, findEmail, findPhone, hasAddress, namesWayAsked, onlyWayToPay, saysWayThere } from './fact-types';

// The honest answer once quoted a Valencia number as "05 13 42": its own pattern knew only a trunk 0.
const PHONES: [text: string, phone: string | null][] = [
  ['Reservas: 960 05 13 42 (de martes a domingo)', '960 05 13 42'],
  ['Tel. 040 4920 3817 · termin@example.org', '040 4920 3817'],
  ['Call us on +44 161 496 0732 any day', '+44 161 496 0732'],
  ['Questions? (503) 555-0142', '(503) 555-0142'],
  ['Open 09:00–18:00, from 12 December 2026, 29,00 €', null],
];

describe('the contact a "don\'t know" answer quotes', () => {
  it.each(PHONES)('%s → %s', (text, phone) => expect(findPhone(text)).toBe(phone));

  it('takes the first email address, if any', () => {
    expect([findEmail('Write to hola@escaperoom.example or call'), findEmail('No address here')]).toEqual(['hola@escaperoom.example', null]);
  });
});

// "Can I pay with Klarna?" was once answered "No — … student card gets 10% off … for repairs only".
const ONLY_WAYS: [text: string, only: boolean][] = [
  ["We're card only: no cash, sorry.", true],
  ['Wir akzeptieren nur Kartenzahlung.', true],
  ['Anyone with a valid student ID or TOTUM card gets 10% off. The student discount is for repairs only.', false],
  ['We take cash and all cards.', false],
];

// "Reserva tu plaza online" and "via email" are no address; a street with its number is.
const ADDRESSES: [text: string, address: boolean][] = [
  ['Te devolvemos el importe si cancelas; puedes ceder tu plaza a otra persona.', false],
  ['Send us your photos via email before the appointment.', false],
  ['Send your photos via email within 24 hours.', false],
  ['Calle Pureza, 38, 41010 Sevilla (Triana)', true],
  ['Via Roma 12, Peschiera del Garda', true],
  ['12 rue des Martyrs, Paris', true],
];

const WAYS_ASKED: [question: string, line: string, named: boolean][] = [
  ['¿Se puede pagar en efectivo?', 'Con tarjeta y también por Bizum. No aceptamos efectivo.', true],
  ['Can I pay by card?', 'Wir nehmen Karte und Bargeld.', true],
  ['Do you take PayPal?', 'Cash or card at the counter.', false],
  ['Kann ich per Überweisung zahlen?', 'Zahlung per Überweisung möglich.', true],
  ['Is there a bar?', 'Bar zahlen ist möglich.', false],
];

describe('what a line says', () => {
  it.each(ONLY_WAYS)('%s → one way to pay: %s', (text, only) => expect(onlyWayToPay(text)).toBe(only));
  // The way to pay asked, under its name in another language too.
  it.each(WAYS_ASKED)('%s against %s → names the way asked: %s', (question, line, named) => expect(namesWayAsked(question, line)).toBe(named));
  it.each(ADDRESSES)('%s → an address: %s', (text, address) => expect(carries('location', text)).toBe(address));
});

describe('a price', () => {
  it('is no company’s share capital in its legal notice', () => {
    expect(carries('price', 'Éditeur : Le Quai Commun SAS au capital de 10 000 €, 14 rue de Brest, 69002 Lyon.')).toBe(false);
    expect(carries('price', 'GmbH, Stammkapital 25.000 €; Tageskarte 12 €')).toBe(true);
    expect(['Capital social : 10 000 €', 'Stammkapital: 25.000 EUR', 'SARL au capital variable de 5 000 €'].some((text) => carries('price', text))).toBe(false);
  });
});

describe('a length of time', () => {
  it.each([
    '⏱ 75 minutos · 6 jugadores',
    'Garantía de 1 año',
    'Curso de 2 horas',
    'Válida 12 meses',
    '3 noches mínimo',
    '90-minute lesson',
    'dauert 45 Minuten',
  ])('%s carries a duration', (text) => expect(carries('duration', text)).toBe(true));
});

describe('the days a line covers', () => {
  // Spanish and French ranges of whole day names, and no range out of a day and a place.
  it.each([
    ['De lunes a jueves: 1.600 €', [0, 1, 2, 3]],
    ['du lundi à vendredi', [0, 1, 2, 3, 4]],
    ['Excursión el sábado a Montserrat', [5]],
    ['Marché le samedi à Montpellier', [5]],
    ['domingo a las 10', [6]],
    // Dutch abbreviations in either case, ranges with "t/m", whole names.
    ['Ma t/m vr 8:00 – 17:00, za 9:00 – 12:00', [0, 1, 2, 3, 4, 5]],
    ['dinsdag tot en met donderdag', [1, 2, 3]],
    ['Showroom: vrijdag 13:00 – 17:00', [4]],
    // "do" and "ma" are words too, and French and Spanish abbreviations: Dutch ones only in a Dutch text.
    ['What do 10 people pay?', []],
    ['On Saturdays we do 10:00 and 14:00 tours', [5]],
    ['Horario: ma-do 10:00-20:00', []],
    // Polish names in any case, their short forms, "do" between two days; a "do" elsewhere is no range.
    ['Poniedziałek – piątek 9:00 – 18:00', [0, 1, 2, 3, 4]],
    ['od poniedziałku do piątku', [0, 1, 2, 3, 4]],
    ['pon.–pt. 10–18, sob. 10–14', [0, 1, 2, 3, 4]],
    ['Sobota 10:00 – 14:00, niedziela nieczynne', [5, 6]],
    ['How do I get to Wt Street?', []],
  ])('%s covers %j', (text, days) => expect([...daysCovered(text)]).toEqual(days));
});

describe('an address', () => {
  it('reads Portuguese streets as addresses', () => {
    expect(hasAddress('Doca de Alcântara, Rua da Cintura do Porto 12, 1350-352 Lisboa')).toBe(true);
    expect(hasAddress('Travessa do Carmo, 3')).toBe(true);
    expect(hasAddress('Um largo sorriso para 3 pessoas')).toBe(false);
  });
});

// "I don't drive – what's the easiest way to get there on public transport?" was answered with the
// street address: only an address counted as a place's fact, not the line that says the way there.
it.each([
  [asksWayThere, "I don't drive – what's the easiest way to get there on public transport?", true],
  [asksWayThere, 'Wie ist die Anfahrt mit der Straßenbahn?', true],
  [asksWayThere, 'What is your address? How long does it take to get there?', false],
  [saysWayThere, 'Public transport: Woolloongabba busway station is a 6-minute walk.', true],
  [saysWayThere, 'Arrêt de tram « Gare » à 200 m.', true],
  [saysWayThere, 'We are a family business since 1998.', false],
] as const)('%o "%s": %s', (reads, text, way) => expect(reads(text)).toBe(way));
