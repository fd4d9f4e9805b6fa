import { describe, expect, it } from 'vitest';
import { amountOf, asksByHowMuch, comparedSides, sayComparison } from './compare';
import { asksForNext, dateIn, nextDated } from './dates';
import { carries, daysCovered } from './fact-types';
import { namedTogether, sameWord } from './match';
import { askedTime, openAtVerdict, timedLine } from './opening-time';
import { readQuestion, splitAsk } from './question';

describe('the ask apart from its context', () => {
  // A last question typed without its mark is asked too; a last sentence about the visitor is not.
  it.each([
    ['hacéis punción seca? cuanto cuesta', 'hacéis punción seca? cuanto cuesta'],
    ['Do you do gift cards? I need one for Friday', 'Do you do gift cards?'],
    ['Do you open on Sundays? Have a nice day', 'Do you open on Sundays?'],
    ['I need your phone number. Do you open Sundays', 'I need your phone number. Do you open Sundays'],
    // Spanish and Italian visitors tell about themselves too; what they tell is context.
    ['Queremos ir a Russafa el lunes por la tarde después del trabajo, ¿está abierto?', '¿está abierto?'],
    ['Quería pasarme el sábado a comprar una taza, ¿estaréis abiertos?', '¿estaréis abiertos?'],
    ['Siamo tre amici e vorremmo fare una lezione, quanto spendiamo?', 'quanto spendiamo?'],
    ["me and my girlfriend want to share a double kayak, what's the half day price?", "what's the half day price?"],
    // A question after a colon asks; what is told before it explains, unless it is a short label.
    ['Giovedì usciamo tardi e arriviamo verso le 22:45: fino a che ora siete aperti il giovedì?', 'fino a che ora siete aperti il giovedì?'],
    ['We arrive around 9pm on Thursday: are you still open at 21:30?', 'are you still open at 21:30?'],
    ['Kids under 12: how much?', 'Kids under 12: how much?'],
    ['Opening hours: when do you open?', 'Opening hours: when do you open?'],
    // What asks before the colon, or an ask after it that points back, keeps the question whole.
    ['Do you have these in stock: the Pegasus 40 in size 44?', 'Do you have these in stock: the Pegasus 40 in size 44?'],
    ['Preise für Kinder unter 12 Jahren: was kostet das?', 'Preise für Kinder unter 12 Jahren: was kostet das?'],
    ['We are a family of four with two kids: how much is that?', 'We are a family of four with two kids: how much is that?'],
    // Spanish opens its question with "¿": after a comma, what is told before it explains.
    ['Me ha surgido un imprevisto, ¿con cuánto tiempo puedo anular la clase?', '¿con cuánto tiempo puedo anular la clase?'],
    ['Para el niño, ¿cuánto cuesta?', 'Para el niño, ¿cuánto cuesta?'],
    [
      'Si hago el pedido online a las 2 de la tarde, ¿lo puedo recoger hoy mismo?',
      'Si hago el pedido online a las 2 de la tarde, ¿lo puedo recoger hoy mismo?',
    ],
    ['Un mes no puedo venir a una clase del curso, ¿la pierdo?', 'Un mes no puedo venir a una clase del curso, ¿la pierdo?'],
    ['La sala grande está reservada el viernes, ¿podría cambiarla al sábado?', 'La sala grande está reservada el viernes, ¿podría cambiarla al sábado?'],
    ['La sala grande para la reunión del lunes, ¿eso incluye proyector?', 'La sala grande para la reunión del lunes, ¿eso incluye proyector?'],
    ['¿Cuánto cuesta el bono de 5 días, y cuánto el de 3, ¿es lo mismo?', '¿Cuánto cuesta el bono de 5 días, y cuánto el de 3, ¿es lo mismo?'],
    // A last question without its mark may open with a preposition.
    ['Meine Schwester hat Geburtstag, gibts bei euch Gutscheine? ab welchem Betrag', 'gibts bei euch Gutscheine? ab welchem Betrag'],
  ])('asks %s as %s', (text, ask) => expect(splitAsk(text).ask).toBe(ask));

  it('takes the sentences the visitor marked as questions as the ask', () => {
    expect(splitAsk('What is your street address? I need it for my navigation app.')).toEqual({
      ask: 'What is your street address?',
      context: 'I need it for my navigation app.',
    });
    expect(splitAsk('Mein Sohn ist 7 und hat lockige Haare. Schneidet ihr auch Kinder?').ask).toBe('Schneidet ihr auch Kinder?');
    // A clause set off by a dash, or one that only tells about the visitor, explains; a list stays whole.
    expect(splitAsk('taking my wife out for her birthday – how much is the Cacio e Pepe?').ask).toBe('how much is the Cacio e Pepe?');
    expect(splitAsk('The boiler is leaking all over the floor, who do I call?')).toEqual({
      ask: 'who do I call?',
      context: 'The boiler is leaking all over the floor',
    });
    expect(splitAsk('Do you have green, black or white tea?').ask).toBe('Do you have green, black or white tea?');
    // A typed face ends a sentence as an emoji does; a clock time does not.
    expect(splitAsk('We have bed bugs in our 2 bed flat :( what would it cost?').ask).toBe('what would it cost?');
    expect(splitAsk('And the waterproof trail shoe, how much?').ask).toBe('And the waterproof trail shoe, how much?');
    expect(splitAsk("i'm a student on a budget, which of your teas costs the least").ask).toBe('which of your teas costs the least');
    expect(splitAsk('do you have green, black or white tea?').context).toBe('');
    // One sentence, or nothing marked and every sentence asking: all of it is the ask.
    expect(splitAsk('opening hours').context).toBe('');
  });

  it('reads "stay close" as no closing time, and "¿cuánto nos saldría?" as a price', () => {
    expect(readQuestion('Can my 11-year-old take a single kayak by herself if we stay close?').intents.has('hours')).toBe(false);
    expect(readQuestion('What time do you close on Fridays?').intents.has('hours')).toBe(true);
    expect(readQuestion('Can I ring you on a Sunday morning or is the office shut?').intents.has('hours')).toBe(true);
    expect(
      ['Can you replace my water shut off valve?', "How much to fix a door that won't shut?"].some((text) => readQuestion(text).intents.has('hours')),
    ).toBe(false);
    expect(readQuestion('Venimos desde el aeropuerto de Málaga, ¿cuánto se tarda en llegar?').intents.has('duration')).toBe(true);
    expect(['Do you stay closed over Christmas?', 'Do you close by 5?'].every((text) => readQuestion(text).intents.has('hours'))).toBe(true);
    // Italian and English clauses that open like a visitor's Spanish are asks.
    expect(splitAsk('Sono ammessi i cani, anche quelli grandi?').context).toBe('');
    expect(splitAsk('Mi potete dire se fate lezioni private, per favore?').context).toBe('');
    expect(splitAsk('Soy milk, do you have it?').context).toBe('');
    // A season after a word that makes it a time is when, not what: "the summer camp" is asked about.
    expect(readQuestion('When are the sunset paddles this summer?').context).toContain('summer');
    expect(readQuestion('How much is the summer camp?').context).not.toContain('summer');
    expect(readQuestion('Somos 3, ¿cuánto nos saldría en total?').intents.has('price')).toBe(true);
    expect(readQuestion('¿A qué hora abrís los sábados?').terms).not.toContain('abris');
    // A day named only to explain asks no hours where the ask is about something of its own.
    expect(readQuestion('Tengo reservado el taller del domingo pero me ha surgido un imprevisto. ¿Puedo cambiar la fecha?').intents.has('hours')).toBe(false);
    expect(readQuestion('I can only pop in on Friday after work – will anyone be there?').intents.has('hours')).toBe(true);
    expect(readQuestion('Are you there on Friday?').intents.has('hours')).toBe(true);
  });

  it('never lets a word of the context decide: its words are context terms, the ask keeps its intent', () => {
    const question = readQuestion('What is your street address? I need it for my navigation app.');
    expect(question.intents.has('location')).toBe(true);
    expect(question.context).toEqual(expect.arrayContaining(['navigation', 'app']));
    expect(question.terms).toEqual(expect.arrayContaining(['navigation']));
  });

  it('lets an ask that points back ("fixing it") take its subject from the context', () => {
    expect(readQuestion('i have a flat tyre, what does fixing it cost').context).toEqual([]);
    expect(readQuestion('i am new here, what does a lesson cost').context).toEqual(expect.arrayContaining(['new']));
  });
});

describe('German questions', () => {
  it('are read for their kind of answer, subject and language', () => {
    expect(readQuestion('Was kostet ein Kinderhaarschnitt?')).toMatchObject({ intents: new Set(['price']), terms: ['kinderhaarschnitt'], language: 'de' });
    expect(readQuestion('Wann habt ihr am Samstag geöffnet?')).toMatchObject({ days: [5], language: 'de' });
    expect(readQuestion('Wann habt ihr am Samstag geöffnet?').intents.has('hours')).toBe(true);
    expect(readQuestion('telefonnummer filiale kumpfmühl').intents.has('phone')).toBe(true);
    // German function words are no subject in German, and English words that look like them still are.
    expect(readQuestion('Habt ihr die Adresse?').terms).toEqual([]);
    expect(readQuestion('do you sell a sun hat?').terms).toContain('hat');
  });

  it('read the verb before its pronoun and a participle at the clause end as the verb, and a tax number as no phone number', () => {
    expect(readQuestion('Wie viele Jahre Garantie gebt ihr auf die Montage?').predicates).toContain('gebt');
    expect(readQuestion('Und wie lange dauert es, bis die Küche eingebaut ist?').predicates).toContain('eingebaut');
    // A noun typed in lower case follows its article: no verb.
    expect(readQuestion('Wann kann der monteur Sie besuchen?').predicates).not.toContain('monteur');
    expect(readQuestion('wisst ihr wo das geschäft ist?').predicates).not.toContain('geschaft');
    expect(readQuestion('Ich brauche für unsere Buchhaltung Ihre UID-Nummer.').intents.has('phone')).toBe(false);
    expect(readQuestion('Unter welcher Nummer erreiche ich euch?').intents.has('phone')).toBe(true);
    expect(readQuestion('¿Cuál es vuestro número de IVA?').intents.has('phone')).toBe(false);
    expect(readQuestion('Quel est votre numéro de TVA ?').intents.has('phone')).toBe(false);
    expect(readQuestion('¿Cuál es vuestro numero de IVA?').intents.has('phone')).toBe(false);
    expect(readQuestion('Mi serve il numero di partita IVA per la fattura.').intents.has('phone')).toBe(false);
    expect(readQuestion('Wie lautet eure Notdienst-Nummer?').intents.has('phone')).toBe(true);
    // The way there, priced, is what a price question is about; a "where" still asks the address.
    expect(readQuestion('und die Anfahrt kostet extra?')).toMatchObject({ intents: new Set(['price']), terms: ['anfahrt', 'extra'] });
    expect(readQuestion('Wo ist die Anfahrt und was kostet das Parken?').intents.has('location')).toBe(true);
    expect(readQuestion('How much is parking at your location?').intents.has('location')).toBe(true);
    expect(readQuestion('איפה אתם נמצאים וכמה עולה חניה?').intents.has('location')).toBe(true);
  });

  it("read a German modal's infinitive as the verb where something else is asked, and 'dura' as a duration only as a verb", () => {
    expect(readQuestion('Wie viel Anzahlung müssen wir leisten?').predicates).toContain('leisten');
    // Nothing else asked: the verb is what is asked.
    expect(readQuestion('Ab wann kann man einchecken?').predicates).not.toContain('einchecken');
    expect(readQuestion('Ab wann kann man einchecken?').terms).toContain('einchecken');
    // … nor where the price is asked in a sentence of its own: picking the car up is what costs.
    expect(readQuestion('Könnt ihr das Auto bei mir abholen? Was kostet das?').predicates).not.toContain('abholen');
    expect([...readQuestion('¿Cuánto cuesta la tapa dura para el TFG?').intents]).toEqual(['price']);
    expect([...readQuestion('Quanto custa a capa dura?').intents]).toEqual(['price']);
    expect(readQuestion('¿La clase dura una hora?').intents.has('duration')).toBe(true);
    expect(readQuestion('¿Cuánto dura?').intents.has('duration')).toBe(true);
    expect(readQuestion('Vale, ¿y encuadernarlo en espiral cuánto sería?').intents.has('price')).toBe(true);
    // A zip ("fermeture éclair") is no closing time.
    expect([...readQuestion('Combien pour remplacer la fermeture éclair de mon blouson ?').intents]).toEqual(['price']);
    expect([...readQuestion('Combien pour remplacer la fermeture Éclair de mon blouson ?').intents]).toEqual(['price']);
    expect(readQuestion('¿Las sesiones cuánto duran?').intents.has('duration')).toBe(true);
    expect(readQuestion('¿Cuánto cuesta la tapa dura más el envío?').intents.has('duration')).toBe(false);
    expect(readQuestion("Quelle est l'heure de fermeture le samedi ?").intents.has('hours')).toBe(true);
    // The visitor's own word for the kind of fact is looked for too.
    expect(readQuestion('Se desmarcar agora pago alguma coisa?').cues).toContain('desmarcar');
  });

  it('read German hours as facts: days, ranges and times', () => {
    expect([...daysCovered('Mo–Fr 9:00–18:00 Uhr')]).toEqual([0, 1, 2, 3, 4]);
    expect([...daysCovered('Dienstag bis Donnerstag 10–19 Uhr')].sort()).toEqual([1, 2, 3]);
    expect([...daysCovered('Sa: 9:00–14:00, So geschlossen')].sort()).toEqual([5, 6]);
    expect(carries('hours', 'Samstag 9 Uhr bis 14 Uhr')).toBe(true);
    expect(carries('duration', 'Dauer ca. 3 Stunden')).toBe(true);
    // A day joined to a part of it is the day, and no subject.
    expect(readQuestion('Habt ihr Samstagabend noch offen?')).toMatchObject({ days: [5], terms: [] });
    expect(readQuestion('Wie erreich ich euch am schnellsten?').intents.has('phone')).toBe(true);
    expect(readQuestion('Wie erreiche ich euch mit dem Bus?').intents.has('phone')).toBe(false);
    // "Prazo" asks how long, "a prazo" is paying in instalments.
    expect(readQuestion('Qual é o prazo de entrega?').intents.has('duration')).toBe(true);
    expect(readQuestion('Posso pagar a prazo?').intents.has('duration')).toBe(false);
  });

  it.each([
    ['location', 'Opening hours, address and how to find Raeburn Cheese Larder.', false],
    ['location', 'Address: 14 Raeburn Place, Edinburgh', true],
    ['location', 'Our address is Annenstraße 41, Graz', true],
    ['location', 'E-mail address: hello@example.com', false],
    ['price', 'Faltas sem aviso pagam 50% do serviço na marcação seguinte.', true],
    ['price', 'Mehr als 90 % unserer Kundinnen kommen wieder.', false],
  ] as const)('read the fact a %s question asks for in "%s": %s', (intent, text, carried) => {
    expect(carries(intent, text)).toBe(carried);
  });

  it('match the asked word inside the site’s compound, never the other way', () => {
    expect(sameWord('bart', 'bartschnitt')).toBe(true);
    expect(sameWord('kinder', 'kinderhaarschnitt')).toBe(true);
    expect(sameWord('dauerwelle', 'dauer')).toBe(false);
    expect(sameWord('card', 'cardigan')).toBe(false);
  });
});

describe('price comparisons', () => {
  it('find the two things compared, however the visitor puts it', () => {
    expect(comparedSides('Which is cheaper, a cortado or a cappuccino?')).toEqual(['cortado', 'cappuccino']);
    expect(comparedSides('Was ist günstiger – nur den Ansatz nachfärben oder komplett färben?')).toEqual(['den Ansatz nachfärben', 'komplett färben']);
    expect(comparedSides('Is the 5-session pass cheaper than 5 single sessions?')).toEqual(['5-session pass', '5 single sessions']);
    expect(comparedSides('Is a day ticket or the week pass better value for me?')).toEqual(['day ticket', 'week pass']);
    expect(comparedSides('is the day ticket or the week pass better value?')).toEqual(['day ticket', 'week pass']);
    expect(comparedSides('What does the wash cost, and is it cheaper than the full valet one?')).toEqual(['wash', 'full valet wash']);
    expect(comparedSides("What's the difference in price between a standard room and a suite?")).toEqual(['standard room', 'suite']);
    expect(comparedSides('How much more is a battery for the iPhone 15 than for the iPhone 13?')).toEqual([
      'battery for the iPhone 15',
      'battery for the iPhone 13',
    ]);
    expect(comparedSides('Wie viel günstiger ist die Inspektion beim Polo im Vergleich zum Golf?')).toEqual(['Inspektion beim Polo', 'Golf']);
    expect(comparedSides('¿Qué sale más barato, la clase de tapas o la de dulces? ¿Cuánta diferencia hay?')).toEqual(['clase de tapas', 'clase de dulces']);
    expect(comparedSides('How much is a cortado?')).toBeNull();
  });

  it('read amounts as written on either side of the Channel and say the lower one', () => {
    expect(amountOf('Trailhead 40L: £1,249.00')).toBe(1249);
    expect(amountOf('Preis: ab 42,00 €')).toBe(42);
    expect(amountOf('2.899,00 €')).toBe(2899);
    expect(amountOf('no price here')).toBeNull();
    expect(sayComparison(['cortado', 'cappuccino'], ['A cortado is £3.20.', 'A cappuccino is £3.60.'], 'en')).toBe(
      'A cortado is £3.20. A cappuccino is £3.60. So cortado is the cheaper of the two.',
    );
    expect(sayComparison(['A', 'B'], ['A: 42,00 €', 'B: 59,00 €'], 'de', true)).toContain('A ist also um 17,00 € günstiger.');
    expect(sayComparison(['cortado', 'cappuccino'], ['A cortado is £3.20.', 'A cappuccino is £3.60.'], 'en', true)).toContain('by £0.40.');
    expect([asksByHowMuch('Which is cheaper, X or Y? By how much?'), asksByHowMuch('Is the pass or the membership better value?')]).toEqual([true, false]);
    expect(sayComparison(['A', 'B'], ['A: 42,00 €', 'no amount'], 'en')).toBeNull();
    // One fact found for both sides is no comparison ("Both cost the same" would be made up).
    expect(sayComparison(['starter pack', 'separate flea'], ['Starter Pack — Dog: £89.00', 'Starter Pack — Dog: £89.00'], 'en')).toBeNull();
  });
});

describe('a day and time asked against the hours', () => {
  it('says yes inside a span, no with the time it opens again between spans, no after the last', () => {
    expect(askedTime('Can I come on Wednesday at 7:30pm?')).toBe(19 * 60 + 30);
    expect(askedTime('Kann ich am Mittwoch um 13 Uhr kommen?')).toBe(13 * 60);
    expect(askedTime('Are you open on Wednesday?')).toBeNull();
    const wednesday = 'Mittwoch: 08:30 – 12:30 Uhr und 14:30 – 18:00 Uhr';
    expect(openAtVerdict(wednesday, 10 * 60, 'de')).toBe('Ja, da haben wir geöffnet.');
    expect(openAtVerdict(wednesday, 13 * 60, 'de')).toBe('Nein, da ist geschlossen; ab 14:30 Uhr sind wir wieder da.');
    expect(openAtVerdict('Wednesday: 08:00 – 19:00', 19 * 60 + 30, 'en')).toBe('No, we are closed by then.');
    expect(openAtVerdict('Closed on Sundays', 600, 'en')).toBeNull();
  });

  it('holds the time against the line that states the day’s hours, not one that says part of it is closed', () => {
    const lines = ['Wednesday mornings are closed all year for route setting.', 'Wednesday: 14:00–22:00'].map((segment, i) => ({
      segment,
      coverage: 1,
      score: 1.5 - i * 0.05,
    }));
    expect(timedLine(lines, 2)?.segment).toBe('Wednesday: 14:00–22:00');
    expect(timedLine(lines.slice(0, 1), 2)?.segment).toBe(lines[0]!.segment);
    expect(timedLine([{ ...lines[0]!, score: 2 }, lines[1]!], 2)?.segment).toBe(lines[0]!.segment);
  });
});

describe('the next date to come', () => {
  it('reads dates as English and German sites write them and picks the first from today on', () => {
    expect(dateIn('Saturday 13 March 2027, 10:00–13:00')?.toISOString().slice(0, 10)).toBe('2027-03-13');
    expect(dateIn('Samstag, 13. Februar 2027, 10:00 Uhr')?.toISOString().slice(0, 10)).toBe('2027-02-13');
    expect(dateIn('January 21, 2027')?.toISOString().slice(0, 10)).toBe('2027-01-21');
    const events = ['Past talk — 5 October 2026', 'Open day — 13 March 2027', 'Puppy evening — 21 January 2027'];
    expect(nextDated(events, (e) => e, new Date(Date.UTC(2026, 11, 3)))).toBe('Puppy evening — 21 January 2027');
    expect(asksForNext("what's the next event you've got on?")).toBe(true);
    expect(asksForNext('Wann ist der nächste Workshop?')).toBe(true);
  });
});

describe('a phone number', () => {
  it('is read in the forms sites write it', () => {
    for (const phone of ['963 74 08 19', '+34 963 740 819', '0114 496 0358', '(415) 555-0143', '612 345 678'])
      expect(carries('phone', `Tel: ${phone}`)).toBe(true);
    expect(carries('phone', 'Open 09:00 – 13:30')).toBe(false);
  });
});

describe('a thing named in the knowledge', () => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter(Boolean);
  it('stands together, however the hyphen is written', () => {
    expect(namedTogether(['climbing', 'shoes'], words('Hire climbing shoes at the desk'))).toBe(true);
    expect(namedTogether(['gluten-free', 'pizza'], words('Every pizza can be made with our gluten free base'))).toBe(true);
    const kidsClub = 'Climbing for kids: our Kids Club is for ages 7 to 12, every Saturday from 09:30 to 11:00 with Hannah. £12 per session, shoes included.';
    expect(namedTogether(['climbing', 'shoes'], words(kidsClub))).toBe(false);
  });
  it('is named by a synonym of one of its words', () => {
    const giftCards = words('Gift cards start at £25 and are valid for 12 months.');
    expect(namedTogether(['gift', 'voucher'], giftCards)).toBe(false);
    expect(namedTogether(['gift', 'voucher'], giftCards, 6, (word) => (word === 'voucher' ? ['gift', 'card'] : []))).toBe(true);
  });
});

describe('function words of Spanish, German, French and Italian', () => {
  // A function word no site writes ("col", "dabei", "dorthin") is read as a word the knowledge lacks,
  // which makes the agent give up on a question it can answer.
  it.each([
    ['quanto costa un pacchetto da 10 lezioni col personal trainer?', ['pacchetto', '10', 'lezioni', 'personal', 'trainer']],
    ['Wie hoch ist die Anmeldegebühr, und ist da eine Versicherung dabei?', ['hoch', 'anmeldegebuhr', 'versicherung']],
    ['Wir ziehen nach Oak Park. Kommen Sie auch dorthin, und was kostet die Anfahrt?', ['ziehen', 'oak', 'park', 'anfahrt']],
    ['Est-ce que je peux payer en plusieurs fois ?', ['fois']],
    ['¿Podemos traer nuestro propio catering?', ['traer', 'catering']],
    // Typed as they sound: "ola" opening the question is "hola", "nesesito" "necesito"; "cera" is wax.
    ['¿Cuánto cuesta la depilación con cera?', ['depilacion', 'cera']],
    ['ola, nesesito imprimir 40 paginas a color, cuanto seria??', ['imprimir', '40', 'pagina', 'color']],
    // … and as texted: "slt", "pr".
    ['slt c combien pr fuseler un jean ? il est trop large en bas', ['fuseler', 'jean', 'trop', 'large', 'bas']],
  ])('leaves the function words of %s out of its subject', (ask, terms) => expect(readQuestion(ask).terms).toEqual(terms));

  it('keeps a word that is a function word and a thing at once as the thing: soap, a sum, glue, beech, a return ticket, a case', () => {
    const things = {
      'est-ce que vous vendez du savon artisanal ?': 'savon',
      'Quelle est la somme à payer pour un devis ?': 'somme',
      'Vendete anche la colla per il legno?': 'colla',
      '¿Tienen muebles de madera de haya?': 'haya',
      'Was kostet ein Ticket für die Fähre hin und zurück?': 'hin',
      'Gibt es im Fall eines Schadens eine Versicherung?': 'fall',
    };
    for (const [ask, thing] of Object.entries(things)) expect(readQuestion(ask).terms, ask).toContain(thing);
  });
});

describe('Dutch questions', () => {
  it('are read for their kind of answer, subject, days and language', () => {
    expect(readQuestion('Wat kost het vegen van een houtkachel bij jullie?')).toMatchObject({
      intents: new Set(['price']),
      terms: ['vegen', 'houtkachel'],
      language: 'nl',
    });
    expect(readQuestion('Tot hoe laat is de showroom op zaterdag open?')).toMatchObject({ days: [5], language: 'nl' });
    expect(readQuestion('Tot hoe laat is de showroom op zaterdag open?').intents.has('hours')).toBe(true);
    expect(readQuestion('HELP er komt rook uit de kachel, wie kan ik nu bellen?? het is zaterdagavond').intents.has('phone')).toBe(true);
    expect(readQuestion('Hoeveel kost een nieuwe kap op de schoorsteen?').intents.has('price')).toBe(true);
    // A Dutch function word is no subject in a Dutch question, and the same word in English still is.
    expect(readQuestion('Hebben jullie ook een showroom?').terms).toEqual(['showroom']);
    expect(readQuestion('Can I rent a van for the move?').terms).toContain('van');
    expect(readQuestion('Zijn jullie donderdagavond open?').days).toEqual([3]);
    expect(readQuestion('kunnen we zondagochtend om 11 uur al beginnen?').terms).not.toContain('zondagochtend');
    expect(readQuestion('Wat is jullie WhatsApp-nummer?').language).toBe('nl');
    // A short Dutch question by its modal verbs; "hoeveel borg" asks a price, "hoeveel geldige tickets" a number.
    expect(readQuestion('En hoeveel borg moeten we achterlaten?')).toMatchObject({ intents: new Set(['price']), language: 'nl' });
    expect(readQuestion('Hoeveel geldige tickets hebben jullie nog?').intents.has('quantity')).toBe(true);
  });

  it('read "Open" before another capitalised word as a name, not the opening hours', () => {
    expect([...readQuestion('Quanto é o sinal para reservar o curso de Open Water?').intents]).toEqual(['price']);
    expect(readQuestion('Are you Open Sunday?').intents.has('hours')).toBe(true);
    expect(readQuestion('What time does the Open Mic start?').intents.has('hours')).toBe(true);
    expect(readQuestion('Is the Garden Centre Open In Winter?').intents.has('hours')).toBe(true);
    expect(readQuestion('Are you Open Christmas Day? How much is entry?').intents.has('hours')).toBe(true);
  });

  it('read why the visitor calls or comes as the purpose, not the subject: "om … te", "um … zu"', () => {
    expect(readQuestion('Kan ik zaterdag om half 1 nog bellen om een afspraak te maken?').predicates).toEqual(expect.arrayContaining(['afspraak']));
    expect(readQuestion('Kann ich am Samstag anrufen, um einen Termin zu machen?').predicates).toEqual(expect.arrayContaining(['termin']));
    // Italian, Spanish and French say it with a preposition and an infinitive; "per persona" is no purpose.
    expect(readQuestion('Avete un numero WhatsApp per prenotare?').predicates).toEqual(['prenotare']);
    expect(readQuestion('¿Cuál es el teléfono para reservar mesa?').predicates).toEqual(['reservar', 'mesa']);
    expect(readQuestion('Quel est votre numéro pour réserver ?').predicates).toEqual(['reserver']);
    expect(readQuestion('Quels horaires pour votre boutique de Lyon ?').predicates).not.toContain('boutique');
    // A German modal's infinitive, where the hours are asked by a day alone.
    expect(readQuestion('Kann ich am Freitag um halb sechs noch im Hofladen vorbeikommen und Honig kaufen?').predicates).toContain('kaufen');
  });

  it('never hear a Dutch ask in another language: iDEAL, a route, "telefonisch"', () => {
    expect(readQuestion('Is this board ideal for beginners?').intents.has('payment')).toBe(false);
    expect(readQuestion('Which route does the boat tour take?').intents.has('location')).toBe(false);
    expect(readQuestion('Kann ich telefonisch reservieren?').intents.has('phone')).toBe(false);
    expect(readQuestion('Kan ik betalen met iDEAL?').intents.has('payment')).toBe(true);
  });
});

describe('an ask read by its words: German "habt ihr … offen", "ab welchem Betrag", Italian "quant’è"', () => {
  it('asks the hours, not whether the place has a thing', () => {
    expect([...readQuestion('bis wann habt ihr am freitag offen im hauptgeschäft?').intents]).toEqual(['hours']);
    expect([...readQuestion('Macht ihr sonntags auf?').intents]).toEqual(['hours']);
    expect([...readQuestion('Wann habt ihr am Samstag geöffnet?').intents]).toEqual(['hours']);
    expect(readQuestion('Habt ihr Parkplätze auf dem Hof?').intents.has('exists')).toBe(true);
    expect(readQuestion('Ab welchem Betrag gibt es Gutscheine?').intents.has('price')).toBe(true);
    expect([...readQuestion('e la cauzione quant’è?').intents]).toEqual(['price']);
    // A Dutch ask that points back ("daarmee") takes its subject from the sentence before.
    const allergy = readQuestion('Onze zoon heeft een pinda-allergie. Hoe gaan jullie daarmee om?');
    expect(allergy.terms).toEqual(expect.arrayContaining(['allergie']));
    expect(allergy.terms).not.toContain('daarmee');
    expect(allergy.context).toEqual([]);
  });
});

describe('a part of a message', () => {
  it('is read in the language of the message it was split from, where it cannot tell by itself', () => {
    expect(readQuestion('Bringt das was?').language).toBeNull();
    expect(readQuestion('Bringt das was?', 'de').terms).toEqual(['bringt']);
    // Its own language wins.
    expect(readQuestion('How much is it?', 'de').language).toBe('en');
  });
});

describe('a question that names a head', () => {
  it('reads "a testa", "pro Kopf" as per person, and a head massage as a head', () => {
    expect(readQuestion('Quanto costa a testa una partita il sabato?').terms).not.toContain('testa');
    expect(readQuestion('Was kostet das Menü pro Kopf?').terms).not.toContain('kopf');
    expect(readQuestion('How much is a head massage?').terms).toContain('head');
    expect(readQuestion('Quanto costa il massaggio a testa e collo?').terms).toContain('testa');
  });
});
