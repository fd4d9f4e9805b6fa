import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';
import { dateIn } from './dates';
import { fold } from './fold';
import { formatMoney } from './money';
import { PHRASES } from './phrases';
import { readQuestion } from './question';
import { detectLanguage } from './question-language';
import { countAsked } from './times-count';

/** What a question asks, as the answerer reads it: its language, kinds of answer and days. */
const asked = (text: string) => {
  const question = readQuestion(text);
  return { language: question.language, intents: [...question.intents].sort(), days: question.days };
};

describe('the language of a question', () => {
  // Italian by the words only Italian has; Spanish by ¿ and its own words; French and English apart.
  it.each([
    ['Quanto costa una piazzola in bassa stagione?', 'it'],
    ['fino a che ora è aperta la piscina?', 'it'],
    ['avete un numero di telefono?', 'it'],
    ['C’è il parcheggio per il camper?', 'it'],
    ['Chi si occupa dell’animazione per i bambini?', 'it'],
    ['¿Cuánto cuesta una sala para 4 personas?', 'es'],
    ['Tengo dos hijos de 9 y 11 años, ¿qué sala nos recomendáis?', 'es'],
    ['Est-ce qu’il faut réserver, il y a du monde ?', 'fr'],
    ['Quels sont vos horaires le samedi ?', 'fr'],
    ['What time do we have to leave the mobile home on the last day?', 'en'],
    // A Spanish word inside English is not Spanish.
    ["My sister gets really bad hay fever. Is there a bouquet that won't set her off?", 'en'],
    ['cuanto cuesta el envio', 'es'],
    ['hola, precio?', 'es'],
    ['como llego a la tienda', 'es'],
    // German without an umlaut, by its own words.
    ['Spricht jemand aus eurem Team Deutsch? Mein Vater versteht kaum Englisch.', 'de'],
    // Its last word counts before the question mark too.
    ['Was kostet die?', 'de'],
    // Pronouns and particles only German writes.
    ['Was bringt mir eure Kundenkarte eigentlich?', 'de'],
    // Dutch by its verbs too; Italian "quant’è" is "quanto è".
    ['hoeveel kindjes zitten er max bij de dreumesgroep??', 'nl'],
    ['e la cauzione quant’è?', 'it'],
    // Portuguese of Portugal and Brazil, with accents and without, short and with a sentence that explains.
    ['Quanto custa?', 'pt'],
    ['quanto é?', 'pt'],
    ['quanto custa uma aula de surf?', 'pt'],
    ['Qual é o horário de funcionamento ao domingo?', 'pt'],
    ['A que horas fecham ao sábado?', 'pt'],
    ['Vocês têm estacionamento?', 'pt'],
    ['Há estacionamento perto?', 'pt'],
    ['Onde fica a marina?', 'pt'],
    ['Posso pagar com cartão?', 'pt'],
    ['vcs fazem entrega em São Paulo?', 'pt'],
    ['Nao tenho carta de navegador, posso alugar um barco?', 'pt'],
    ['qual o valor da consulta? meu cachorro esta com tosse', 'pt'],
    ['informacao sobre as aulas para criancas', 'pt'],
    ['Olá, gostaria de saber o preço do aluguer de um barco para 4 pessoas durante meio dia.', 'pt'],
    ['Boa tarde! Estou a pensar ir com a minha namorada no próximo fim de semana. O passeio ao pôr do sol ainda tem lugares?', 'pt'],
    // "das" twice is no German question.
    ['Qual o horário das aulas das crianças?', 'pt'],
    // Spanish and Italian share "para", "posso", "quanto" with it and stay theirs; a Portuguese place name keeps English English.
    ['Quiero reservar una mesa para dos personas', 'es'],
    ['donde esta la tienda? es para un regalo', 'es'],
    ['Tienen parking para coches?', 'es'],
    ['necesito una cita para mi perro', 'es'],
    ['Quanto costa il noleggio della barca per due persone?', 'it'],
    ['Posso portare il cane?', 'it'],
    ['Quanto tempo ci vuole, e quanto costa?', 'it'],
    ['Quando aprite? E quali sono gli orari?', 'it'],
    // German "uns", "um", "da"; Italian with "é" typed for "è"; Spanish "morada" (purple).
    ['Holt ihr uns um 10 Uhr am Bahnhof ab?', 'de'],
    ['Qual é il prezzo del noleggio?', 'it'],
    ['Hay camiseta morada?', 'es'],
    // A follow-up in Italian's own words despite a French-looking "l'"; "o" (or) makes no question Portuguese, "fare" none Italian.
    ["e se invece faccio l'annuale?", 'it'],
    ['Puedo pagar con tarjeta o efectivo?', 'es'],
    // Polish by its letters with one of its words, or its words alone; English "do", "to" and French "île" are no Polish.
    ['Ile kosztuje wymiana baterii w laptopie?', 'pl'],
    ['Czy w sobotę jesteście otwarci?', 'pl'],
    ['czy moge zaplacic karta? gdzie jestescie', 'pl'],
    ['Do I need to book to get a table?', 'en'],
    ["Combien coûte l'excursion à l'île ?", 'fr'],
    ['Hacéis envíos a Canarias o Baleares?', 'es'],
    ['Accettate carte o contanti?', 'it'],
    ['Taxi fare from the station?', 'en'],
    ['Do you ship to São Paulo?', 'en'],
    ['Do you have a table for two at Quinta do Lago?', 'en'],
    // Dutch by its own words, German's "wie", "was" and English's "is" counting for neither.
    ['Wat kost het vegen van een houtkachel bij jullie?', 'nl'],
    ['Hoe laat gaan jullie open?', 'nl'],
    ['Kan ik zaterdag om half 1 nog bellen om een afspraak te maken?', 'nl'],
    ['Is het slim om nu al te boeken, of kan het in november ook nog?', 'nl'],
    ['Wie lange dauert es und was kostet es?', 'de'],
    ['Is de kapsalon open op maandag?', 'nl'],
    ['Hallo, wat is de prijs?', 'nl'],
    ['Kan ik met pin betalen?', 'nl'],
    ['Tot hoe laat open?', 'nl'],
    // English typed as chat: "wat" is "what".
    ['wat time do u open on sunday? wat days', 'en'],
    ['Wir sind ab Freitag in Mailand. Was kostet ein Spiel am Freitagabend pro Person?', 'de'],
    ['Is it open on Sunday? I want to come with my kids', 'en'],
  ])('%s → %s', (question, language) => expect(detectLanguage(question)).toBe(language));

  it('reads an Italian question for what it asks and what it is about', () => {
    expect(readQuestion('Quanto costa una piazzola in bassa stagione?')).toMatchObject({
      language: 'it',
      intents: new Set(['price']),
      terms: ['piazzola', 'bassa', 'stagione'],
    });
    expect(readQuestion('fino a che ora è aperta la piscina?')).toMatchObject({ intents: new Set(['hours']), terms: ['piscina'] });
    expect(readQuestion('Siete aperti il lunedì?')).toMatchObject({ intents: new Set(['hours']), days: [0] });
  });

  it('knows Italian days, months, prices and its own phrases', () => {
    expect(daysNamed('dal martedì alla domenica')).toEqual([1, 6]);
    // An apostrophe parts words: "We'd" is no Wednesday.
    expect(daysNamed("Which of you does weddings? We'd love someone who speaks Spanish")).toEqual([]);
    expect(dateIn('Festa di apertura: sabato 10 aprile 2027')?.toISOString().slice(0, 10)).toBe('2027-04-10');
    expect(formatMoney(1350, 'EUR', 'it')).toMatch(/^13,50\s€$/);
    expect(PHRASES.dontKnow.it).toBe('Mi dispiace, non ho questa informazione.');
  });

  it('reads what a Portuguese question asks', () => {
    expect(asked('Quanto custa uma aula de vela?')).toEqual({ language: 'pt', intents: ['price'], days: [] });
    expect(asked('A que horas abrem ao domingo?')).toEqual({ language: 'pt', intents: ['hours'], days: [6] });
    expect(asked('Estão abertos na segunda-feira?')).toEqual({ language: 'pt', intents: ['hours'], days: [0] });
    expect(asked('Qual é a vossa morada?')).toEqual({ language: 'pt', intents: ['location'], days: [] });
    expect(asked('Qual o endereço da loja?')).toEqual({ language: 'pt', intents: ['location'], days: [] });
    expect(asked('Posso pagar com MB Way?')).toEqual({ language: 'pt', intents: ['payment'], days: [] });
    expect(asked('quanto demora o curso? não tenho muito tempo')).toEqual({ language: 'pt', intents: ['duration'], days: [] });
    expect(asked('Qual o número de telefone?')).toEqual({ language: 'pt', intents: ['phone'], days: [] });
  });

  it('knows Portuguese days, months, prices, counts and its own phrases', () => {
    expect(daysNamed('de segunda a sexta')).toEqual([0, 4]);
    expect(daysNamed('Terça a Domingo: 10h às 19h')).toEqual([1, 6]);
    expect(daysNamed('Seg.-Sáb. 9h-18h')).toEqual([0, 5]);
    // The ordinals and a farm's name are no days.
    expect([daysNamed('É a segunda vez que venho'), daysNamed('Ficamos na Quinta do Lago'), daysNamed('artigos de segunda mão')]).toEqual([[], [], []]);
    expect(dateIn('Regata: sábado, 15 de março de 2027')?.toISOString().slice(0, 10)).toBe('2027-03-15');
    expect(formatMoney(1350, 'EUR', 'pt')).toMatch(/^13,50\s€$/);
    expect(countAsked('Quanto custa para duas pessoas?')).toMatchObject({ count: 2, unit: 'person' });
    expect(countAsked('Somos quatro, quanto fica no total?')).toMatchObject({ count: 4, unit: 'person' });
    expect(PHRASES.dontKnow.pt).toBe('Lamento, não tenho essa informação.');
  });

  it('reads Polish asks, days and phrases, and no other language’s ask inside a Polish word', () => {
    expect(asked('Ile kosztuje wymiana baterii?')).toEqual({ language: 'pl', intents: ['price'], days: [] });
    expect(asked('Czy w sobotę jesteście otwarci?')).toEqual({ language: 'pl', intents: ['hours'], days: [5] });
    expect(asked('Czy mogę zapłacić BLIKIEM?')).toEqual({ language: 'pl', intents: ['payment'], days: [] });
    // German "wo" (where) inside "wołowinę"; Dutch "blik" is a tin.
    expect(asked('Czy macie wołowinę?').intents).not.toContain('location');
    expect(asked('Verkopen jullie tomaten in blik?').intents).not.toContain('payment');
    expect([daysNamed('od poniedziałku do piątku'), daysNamed('w niedzielę')]).toEqual([[0, 4], [6]]);
    expect(fold('Płatność')).toBe('platnosc');
    // A hamza or a vowel mark decomposes into a mark of its own, which would cut the word in two.
    expect(fold('الأمامي')).toBe('الامامي');
    expect(fold('مُعَايَرَة')).toBe('معايرة');
    expect(fold('שָׁלוֹם')).toBe('שלום');
    expect(PHRASES.dontKnow.pl).toBe('Niestety, nie mam tej informacji.');
  });

  it('reads Czech and Slovak asks and days, and no Czech in an English question that names a Škoda', () => {
    expect(asked('Dobrý den, kolik stojí ten velký pytel?')).toEqual({ language: 'cs', intents: ['price'], days: [] });
    expect(asked('Máte v sobotu otevřeno i odpoledne?')).toEqual({ language: 'cs', intents: ['hours'], days: [5] });
    expect(asked('Kdy otevíráte?')).toMatchObject({ language: 'cs', intents: ['hours'] });
    expect(asked('Do kolika dnů můžu vrátit zboží?')).toEqual({ language: 'cs', intents: ['duration', 'returns'], days: [] });
    expect(asked('Dobrý deň, posielate aj na Slovensko? Koľko stojí doprava?')).toMatchObject({ language: 'cs', intents: ['price', 'shipping'] });
    expect(asked('Dzień dobry, ile zapłacę za dobę?').language).toBe('pl');
    expect(asked('Is the Škoda Fabia available in Brno?').language).toBe('en');
    // A Czech town named in German, a Croatian question: neither is Czech.
    expect(asked('Lieferung nach České Budějovice möglich?').language).toBe('de');
    expect(asked('Imate li čokoladu bez šećera?').language).not.toBe('cs');
    expect([daysNamed('od pondělí do pátku'), daysNamed('v neděli'), daysNamed('Do Patek Philippe watches hold their value?')]).toEqual([[0, 4], [6], []]);
  });

  it('reads French "mon" (my) as no Monday, and "Mon" of a span as one', () => {
    expect([
      daysNamed('Est-ce que je peux venir avec mon chien ?'),
      daysNamed('Open Mon to Fri'),
      daysNamed('Mon-Fri 9-5'),
      daysNamed('open mon?'),
      daysNamed('Mon Closed'),
    ]).toEqual([[], [0, 4], [0, 4], [0], [0]]);
  });
});
