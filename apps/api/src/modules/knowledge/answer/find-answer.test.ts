import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';
import { isDontKnow } from './phrases';
import type { Database } from '../../../db/database';
import { answerFromKnowledge } from './find-answer';
import { formatMoney } from './money';
import { knowledgeForModel } from './model-context';
import { readQuestion, type Intent } from './question';

describe('prices', () => {
  it('keep every digit in the visitor’s locale', () => {
    expect(formatMoney(795, 'GBP', 'en')).toBe('£7.95');
    expect(formatMoney(1250, 'GBP', 'es')).toMatch(/^12,50\s(£|GBP)$/);
    expect(formatMoney(12900, 'USD', 'en')).toBe('$129.00');
    expect(formatMoney(120000, 'JPY', 'ja')).toBe('￥1,200');
    expect(formatMoney(3590, 'EUR', 'ar')).toContain('35.90');
  });
});

describe('reading a question', () => {
  it('finds what it asks for and what it is about, in several languages', () => {
    expect(readQuestion('How much is the Highland Breakfast?')).toMatchObject({ intents: new Set(['price']), terms: ['highland', 'breakfast'] });
    expect(readQuestion('¿Cuánto cuesta el Jasmine Pearl?')).toMatchObject({ intents: new Set(['price']), terms: ['jasmine', 'pearl'], language: 'es' });
    expect(readQuestion('Are you open on saturdays?')).toMatchObject({ intents: new Set(['hours']), terms: [], days: [5] });
    expect(readQuestion('email address?').intents).toEqual(new Set(['email']));
    expect(readQuestion('你们的地址在哪里？')).toMatchObject({ intents: new Set(['location']), language: 'zh-Hans' });
    expect(readQuestion("Where's the shop? I'd like to pop in").intents).toEqual(new Set(['location']));
  });

  it.each([
    ["La piscine c'est où exactement ?", 'location'],
    ['Vous êtes où ?', 'location'],
    ['vous répondez à quelles heures ?', 'hours'],
    ["Est-ce qu'il y a une séance d'essai ? C'est payant ?", 'price'],
    ['An welchem Tag habt ihr länger auf, und bis wann?', 'hours'],
  ])('hears what "%s" asks (%s)', (question, intent) => expect(readQuestion(question).intents.has(intent as Intent)).toBe(true));

  it('does not read French "ou" (or) as where', () => expect(readQuestion('Le mercredi ou le samedi ?').intents.has('location')).toBe(false));

  it('reads a number of hours as a length of time, not the opening hours', () => {
    expect(readQuestion('What happens if I have to cancel like 2 hours before my appointment?').intents.has('hours')).toBe(false);
    expect(readQuestion('What are your hours on Sunday?').intents.has('hours')).toBe(true);
    expect(readQuestion('Are you 24 hours?').intents.has('hours')).toBe(true);
  });

  it('reads paying with something as how to pay, not as a price', () => {
    expect(readQuestion('Can I pay with a gift card?')).toMatchObject({ intents: new Set(['payment']), terms: ['gift', 'card'] });
    expect(readQuestion('Can I pay in cash?').intents.has('price')).toBe(false);
    expect(readQuestion('How much do I pay for shipping?').intents.has('price')).toBe(true);
    expect(readQuestion('Do I have to pay for returns?').intents.has('price')).toBe(true);
    expect(readQuestion('Was zahlen wir zu zweit?').intents).toEqual(new Set(['price']));
    expect(readQuestion('Kann ich mit Karte zahlen?').intents).toEqual(new Set(['payment']));
  });
});

describe.each(testDatabases())('answers from the knowledge on $name', ({ open }) => {
  let app!: TestApp;
  let db!: Database['db'];
  useTestApp(open, { env: { PUBLIC_URL: 'http://localhost:80' } }, (opened) => {
    app = opened.app;
    db = opened.database.db;
  });

  async function business(faqs: [string, string][], products: object[] = []) {
    const owner = await signUpOwner(app, 'answers');
    for (const [question, answer] of faqs)
      await app.inject({ method: 'POST', url: '/api/v1/organizations/current/faqs', headers: owner.auth, payload: { faq: { question, answer } } });
    for (const product of products)
      await app.inject({ method: 'POST', url: '/api/v1/organizations/current/products', headers: owner.auth, payload: { product } });
    const ask = async (message: string) =>
      (await app.inject({ method: 'POST', url: '/api/v1/organizations/current/agent/try', headers: owner.auth, payload: { message } })).json<{
        answer: string;
        sources: { type: string }[];
      }>();
    return { ...owner, ask };
  }

  it('answers a price with its cents, and an FAQ with its answer, not its question', async () => {
    const shop = await business(
      [['Can I return my order?', 'Unopened tea can be returned within 30 days for a full refund.']],
      [{ name: 'Tokyo Tote', description: 'Canvas bag.', price_cents: 795, currency: 'USD', availability: 'in_stock' }],
    );
    const price = await shop.ask('how much is the tokyo tote');
    expect(price.answer).toBe('Tokyo Tote costs $7.95.');
    expect(price.sources[0]).toMatchObject({ type: 'product' });
    expect((await shop.ask('whats your return policy')).answer).toBe('Unopened tea can be returned within 30 days for a full refund.');
  });

  it('answers the price of the option named, not the product’s lowest', async () => {
    const florist = await business(
      [
        ['Which sizes are there?', 'The Seasonal Hand-tied — Classic: £38.00'],
        ['And the bigger one?', 'The Seasonal Hand-tied — Deluxe: £55.00'],
      ],
      [
        {
          name: 'The Seasonal Hand-tied',
          description: 'Seasonal stems, hand-tied and delivered to a friend.',
          price_cents: 3800,
          currency: 'GBP',
          availability: 'in_stock',
        },
      ],
    );
    const said = await florist.ask("I'd like the Deluxe hand-tied delivered to my friend. What will it cost altogether?");
    expect(said.answer).toContain('£55.00');
    expect(said.answer).not.toContain('38');
  });

  it('finds the hours of a site in Japanese for a question in English, and a Hebrew price asked "כמה עולה"', async () => {
    const bath = await business([
      ['営業時間を教えてください', '平日 15:00〜23:30／土曜 14:00〜23:30／日曜 6:00〜23:00。定休日：毎週木曜日。'],
      ['タオルはありますか？', '番台でレンタルタオルをご用意しています（1枚50円）。'],
      // A site that writes Japanese (twenty words at least), which the search reads in its own headings.
      [
        'サウナの料金は？',
        'サウナは入浴料に300円を追加でご利用いただけます。番台でリストバンドをお受け取りください。水風呂は16度、サウナ室は92度です。外気浴スペースもございます。',
      ],
      [
        '駐車場はありますか？',
        '専用駐車場はありません。近くの提携コインパーキングをご利用ください。番台で駐車券をお見せいただくと、1時間分を割引いたします。自転車置き場は店の横にございます。',
      ],
      ['回数券はありますか？', '大人回数券（11枚つづり）は6,000円です。発行日から1年間有効で、ご家族やご友人と共有できます。'],
    ]);
    expect((await bath.ask('What time do you open on Saturdays?')).answer).toContain('14:00');
    // A site that writes Hebrew (twenty words at least), whose words a question's are held against.
    const boutiqueFaqs = {
      'מה המחיר של שמלת ערב?': 'השכרת שמלת ערב: ₪590 ל-3 ימים.',
      'איפה אתם נמצאים?': 'דיזנגוף 211, תל אביב.',
      'איך מתאמים מדידה?': 'המדידות בבוטיק בתיאום מראש בלבד. פגישת הכלה הראשונה נמשכת כתשעים דקות וללא עלות, ואפשר להגיע עם שלוש מלוות.',
      'מה כוללת ההשכרה?': 'ההשכרה כוללת את כל ההתאמות, ניקוי יבש אחרי החתונה ותחתונית לפי הצורך. את השמלה אוספים יומיים לפני החתונה ומחזירים אחריה.',
    };
    const boutique = await business(Object.entries(boutiqueFaqs));
    expect((await boutique.ask('כמה עולה להשכיר שמלת ערב?')).answer).toContain('590');
  });

  it('says honestly when the knowledge does not hold the answer, with the business’s own contact details', async () => {
    const shop = await business(
      [['How can I reach you?', 'Call us on 0161 496 0734 or email hello@tea.example.']],
      [{ name: 'Tokyo Tote', price_cents: 795, currency: 'USD' }],
    );
    const saddles = await shop.ask('Do you sell saddles?');
    expect(isDontKnow(saddles.answer)).toBe(true);
    expect(saddles.answer).toContain('0161 496 0734');
    expect(saddles.answer).toContain('hello@tea.example');
    expect(saddles.answer).not.toMatch(/\byes\b/i);
  });

  it('answers an Italian question in Italian, and says so in Italian when the knowledge does not hold it', async () => {
    const campsite = await business(
      [
        ['Orari della piscina', 'La piscina è aperta tutti i giorni dalle 9:30 alle 19:00.'],
        ['Come contattarci', 'Telefono 045 759 0134, e-mail info@campeggio.example.'],
      ],
      [{ name: 'Piazzola standard', description: 'Piazzola per tenda o camper.', price_cents: 2350, currency: 'EUR' }],
    );
    expect((await campsite.ask('fino a che ora è aperta la piscina?')).answer).toBe('La piscina è aperta tutti i giorni dalle 9:30 alle 19:00.');
    expect((await campsite.ask('Quanto costa la piazzola standard?')).answer).toMatch(/^Piazzola standard costa 23,50\s€\.$/);
    const unknown = (await campsite.ask('Avete un campo da tennis?')).answer;
    expect(unknown.startsWith('Mi dispiace, non ho questa informazione.')).toBe(true);
    expect(unknown).toContain('045 759 0134');
  });

  it('keeps the subject of a follow-up, and drops it when the next question names its own', async () => {
    const shop = await business(
      [
        ['Do you ship internationally?', 'Yes, we ship to 40 countries.'],
        ['What is your return policy?', 'Returns are free within 30 days.'],
      ],
      [{ name: 'Gooseneck Kettle', description: 'Steel kettle.', price_cents: 5400, currency: 'GBP' }],
    );
    const ask = (question: string, before: string) =>
      answerFromKnowledge({ db, organizationId: shop.organizationId, question, history: [{ role: 'user', content: before }], language: 'en' });
    expect((await ask('What is your return policy?', 'Do you ship internationally?')).text).toBe('Returns are free within 30 days.');
    expect((await ask('how much is it?', 'Tell me about the gooseneck kettle')).text).toBe('Gooseneck Kettle costs £54.00.');
  });

  it('answers two asks in one message, and never a yes/no question whose verb the knowledge never says', async () => {
    const cave = await business(
      [
        ['Combien de temps dure une soirée dégustation ?', 'Une soirée dégustation dure 2 heures.'],
        ['Le club', 'Abonnement sans engagement ; les bouteilles sont à retirer à la cave ou livrées.'],
      ],
      [{ name: 'Soirée dégustation', description: 'Six vins de vignerons.', price_cents: 3200, currency: 'EUR' }],
    );
    const both = (await cave.ask('Combien coûte la soirée dégustation ? Et combien de temps ça dure ?')).answer;
    expect(both).toMatch(/32,00\s€/);
    expect(both).toContain('2 heures');
    // A line about bottles does not say whether old ones are bought back.
    expect(isDontKnow((await cave.ask('Vous rachetez les vieilles bouteilles ?')).answer)).toBe(true);
  });

  it('answers a way of paying the site rules out with no, and one it never mentions honestly', async () => {
    const howToPay = 'We are a card-only café: we take all debit and credit cards and contactless.';
    const cafe = await business([['How can I pay?', howToPay]]);
    expect((await cafe.ask('Can I pay cash?')).answer).toBe('No — We are a card-only café: we take all debit and credit cards and contactless.');
    expect((await cafe.ask('do you take contactless?')).answer).toContain('contactless');
    const shop = await business([['How can I reach you?', 'Call us on 0161 496 0734.']]);
    expect(isDontKnow((await shop.ask('Can I pay with PayPal?')).answer)).toBe(true);
    // The line names the way asked, whatever else the question says ("el día del taller").
    const studio = await business([
      ['¿Cómo se paga?', 'Con tarjeta, al reservar o en el taller, y también por Bizum. No aceptamos efectivo.'],
      ['¿Cuánto dura el taller?', 'El taller dura 3 horas, el día que elijas.'],
    ]);
    expect((await studio.ask('¿Se puede pagar en efectivo el día del taller?')).answer).toContain('No aceptamos efectivo');
    // A way named with more ("a gift card", "in instalments") is not the line's cards.
    const shop2 = await business([['How can I pay?', 'We accept all major credit and debit cards, and cash.']]);
    expect(isDontKnow((await shop2.ask('Can I pay with a gift card?')).answer)).toBe(true);
    expect(isDontKnow((await shop2.ask('Can I pay by card in instalments?')).answer)).toBe(true);
    // Two asks, one about paying: both answered.
    const both = (await studio.ask('¿Se puede pagar con Bizum? ¿Cuánto dura el taller?')).answer;
    expect(both).toContain('Bizum');
    expect(both).toContain('3 horas');
  });

  it('compares two prices the site states, and names the lower one', async () => {
    const cafe = await business(
      [],
      [
        { name: 'Cortado', price_cents: 320, currency: 'GBP' },
        { name: 'Cappuccino', price_cents: 360, currency: 'GBP' },
      ],
    );
    const answer = (await cafe.ask('Which is cheaper, a cortado or a cappuccino? I only have a few minutes.')).answer;
    expect(answer).toContain('£3.20');
    expect(answer).toContain('£3.60');
    expect(answer).toContain('cortado is the cheaper of the two');
  });

  it('says a product’s stock in words, to the visitor and to the model, never as a stored value', async () => {
    const shop = await business(
      [],
      [{ name: 'Rain Jacket', description: 'Three-layer shell for storms.', price_cents: 18950, currency: 'USD', availability: 'out_of_stock' }],
    );
    for (const question of ['tell me about the rain jacket', 'is the rain jacket in stock?']) {
      const { answer } = await shop.ask(question);
      expect(answer).toContain('sold out');
      expect(answer).not.toMatch(/availability|out_of_stock|OutOfStock/i);
    }
    const forModel = await knowledgeForModel(db, shop.organizationId, 'rain jacket', [], 5);
    expect(forModel.map((chunk) => chunk.content).join('\n')).toContain('Sold out at the moment.');
    expect(forModel.map((chunk) => chunk.content).join('\n')).not.toMatch(/availability|out_of_stock/i);
  });

  it('answers stock asked of a product named in a list with the product’s state and when it is back', async () => {
    const shop = await business(
      [
        ['Which tents do you stock?', 'Ridge Tent 2P $329.00 Sold out. Valley Tent 4P $459.00 In stock.'],
        ['When will the Ridge Tent 2P be back?', 'Sold out – the next delivery of the Ridge Tent 2P is expected in June.'],
      ],
      [
        { name: 'Ridge Tent 2P', description: 'Two-person tent.', price_cents: 32900, currency: 'USD', availability: 'out_of_stock' },
        { name: 'Valley Tent 4P', description: 'Four-person tent.', price_cents: 45900, currency: 'USD', availability: 'in_stock' },
      ],
    );
    const { answer } = await shop.ask('is the Ridge Tent 2P in stock at the moment? which tents do you stock');
    expect(answer).toMatch(/sold out/i);
    expect(answer).toContain('June');
  });

  it('answers a German question about German knowledge in German, compounds read by their words', async () => {
    const salon = await business([
      ['Wann habt ihr geöffnet?', 'Dienstag bis Freitag 9:00–18:00 Uhr, Samstag 9:00–14:00 Uhr.'],
      ['Was kostet ein Kinderhaarschnitt?', 'Ein Kinderhaarschnitt bis 10 Jahre kostet 18,00 €.'],
      ['Was kostet eine neue Fassung?', 'Fassungen für Ihre Brille gibt es bei uns ab 49 €.'],
      ['Haben Sie Messgeräte?', 'Unsere Geräte messen Ihre Augen in drei Minuten.'],
    ]);
    expect((await salon.ask('Habt ihr am Samstag offen?')).answer).toContain('14:00');
    expect((await salon.ask('Mein Sohn ist 7. Was kostet bei euch ein Schnitt für Kinder?')).answer).toContain('18,00 €');
    expect((await salon.ask('Macht ihr auch Dauerwellen?')).answer).toMatch(/^Das weiß ich leider nicht\./);
    // "Brillenfassung" the site writes as "Brille" and "Fassung"; "Hörgeräte" is not its "Geräte" (the last word alone).
    expect((await salon.ask('Was kostet bei euch eine Brillenfassung?')).answer).toContain('49 €');
    expect((await salon.ask('Verkauft ihr Hörgeräte?')).answer).toMatch(/^Das weiß ich leider nicht\./);
  });

  it('reads a Dutch question in Dutch: its compounds as the two words the site writes apart, its "I don\'t know"', async () => {
    const sweep = await business([
      ['Wat kost een inspectie?', 'Inspectie van het rookkanaal met rapport voor de verzekeraar: € 115,00.'],
      ['Wanneer zijn jullie bereikbaar?', 'Telefonisch bereikbaar ma t/m vr 8:00 – 17:00, za 9:00 – 12:00.'],
    ]);
    expect((await sweep.ask('Wat kost een inspectierapport bij jullie?')).answer).toContain('115');
    expect((await sweep.ask('Zijn jullie op zaterdag bereikbaar?')).answer).toContain('12:00');
    expect((await sweep.ask('Verkopen jullie ook houtpellets voor de kachel?')).answer).toMatch(/^Dat weet ik helaas niet\./);
  });

  it('finds a two-word thing that a site in another language names in two words of its own', async () => {
    const rental = await business([['Opłaty dodatkowe', 'Dodatkowy kierowca: 28 zł za dobę. Fotelik dziecięcy: 15 zł za dobę.']]);
    expect((await rental.ask('My wife wants to drive too. What does an additional driver cost per day?')).answer).toContain('28 zł');
  });

  it('says a day the opening hours never name is closed, never so from an event on another day', async () => {
    const shop = await business([['When are you open?', 'Opening hours: Monday to Friday 9:00 – 17:00.']]);
    expect((await shop.ask('Are you open on Sunday?')).answer).toMatch(/^We are closed on that day\. .*17:00/);
    expect((await shop.ask('Are you open on Tuesday?')).answer).toMatch(/^(?!We are closed).*17:00/);
    const branch = await business([['Wann habt ihr offen?', 'Filiale Nord, Öffnungszeiten: Dienstag bis Freitag 9:00 – 17:00 Uhr.']]);
    expect((await branch.ask('Hat die Filiale Nord am Montag offen?')).answer).toMatch(/^An diesem Tag haben wir geschlossen\./);
    const school = await business([['When is the open day?', 'Our open day is on Saturday 10:00 – 14:00: meet the teachers.']]);
    expect(isDontKnow((await school.ask('Are you open on Monday?')).answer)).toBe(true);
    // A day the hours name without a time, and a range read only at its ends, are never said closed.
    const byAppointment = await business([['Öffnungszeiten', 'Öffnungszeiten: Montag bis Freitag 9:00 – 17:00 Uhr.\nSamstag nach Vereinbarung.']]);
    expect((await byAppointment.ask('Habt ihr am Samstag offen?')).answer).not.toMatch(/geschlossen/);
    const porto = await business([['Horário', 'Horário de funcionamento: de segunda a sexta, 9:00 – 18:00.']]);
    expect((await porto.ask('Estão abertos na quarta-feira?')).answer).not.toMatch(/fechados/);
  });

  it('looks for the hours in the site’s language where those found in the visitor’s are of another season', async () => {
    const rental = await business([
      ['Opening hours', 'From 1 April to 31 October we are open every day 8:30–19:30.'],
      ['Orari invernali', 'Inverno: lunedì–sabato 9:00–18:30.'],
    ]);
    expect((await rental.ask('What time do you close on a Saturday in January?')).answer).toContain('18:30');
  });

  it('answers what staff are paid only from what the site says about jobs, in the visitor’s language', async () => {
    const range = await business([
      ['How much is a lesson?', 'A 30-minute lesson costs £35; an hour costs £65.'],
      ['Kosten die Bälle extra?', 'Ein Eimer mit 50 Bällen kostet 5 €.'],
    ]);
    expect((await range.ask("Are you hiring coaches at the moment? What's the hourly rate?")).answer).toMatch(/^I'm sorry, I don't know that\./);
    expect((await range.ask('Cercate personale per il bar? Quanto pagate all’ora?')).answer).toMatch(/^Mi dispiace/);
    expect((await range.ask('Zoeken jullie nog personeel? Wat verdien je per uur?')).answer).toMatch(/^Dat weet ik helaas niet\./);
    // Hiring a thing out is renting it: still a price.
    expect((await range.ask('How much is a lesson for an hour?')).answer).toContain('£65');
    const hiring = await business([['Are you hiring?', 'Yes! We are hiring weekend coaches: £14 per hour. Email jobs@example.com.']]);
    expect((await hiring.ask('Are you hiring? What do you pay per hour?')).answer).toContain('£14');
  });

  it('answers whether prices go up next year only where the site says something about it', async () => {
    const school = await business([['How much is the Advanced course?', 'The PADI Advanced course costs €495.']]);
    expect((await school.ask('Will your course prices go up next year?')).answer).toMatch(/^I'm sorry, I don't know that\./);
    expect((await school.ask('Vos tarifs vont-ils augmenter l’année prochaine ?')).answer).toMatch(/^Je suis désolé/);
    // Today's price is still today's price.
    expect((await school.ask('How much is the Advanced course?')).answer).toContain('€495');
    const announced = await business([['Will prices change next year?', 'Price increase: from 1 January the Advanced course costs €520.']]);
    expect((await announced.ask('Will your prices go up next year?')).answer).toContain('€520');
  });

  it('says the total for a count only where the price is per each, and the price of the day named', async () => {
    // What the site says, what a visitor asks, what the answer must say and what it must not.
    const cases: [faq: [string, string], ask: string, says: string, never?: string][] = [
      [
        ['¿Cuánto cuesta la clase de paella?', 'La clase de paella cuesta 65 € por persona.'],
        'Somos 3 amigas y queremos hacer la clase de paella, ¿cuánto pagaríamos en total?',
        '195 €',
      ],
      [
        ['How much is the weekly flower subscription?', 'Weekly subscription: £32 per week, delivered on Fridays.'],
        'What would 8 weeks of the weekly subscription cost in total?',
        '£256',
      ],
      // Priced per couple: two people pay the price once.
      [['Was kostet der Discofox-Kurs?', 'Der Discofox-Kurs kostet 120 € pro Paar.'], 'Was zahlen wir zu zweit für den Discofox-Kurs?', '120 €', '240'],
      // A day named in a price question picks that day's line.
      [['Any extra charges?', 'Sunday moves: +$20 per hour on top of the crew rate.'], 'Can you do our move on a Sunday? Does it cost more?', '$20', '$139'],
    ];
    const school = await business([...cases.map(([faq]) => faq), ['What are your rates?', 'Two movers and a truck: $139 per hour for every move.']]);
    for (const [, question, says, never] of cases) {
      const { answer } = await school.ask(question);
      expect(answer).toContain(says);
      if (never) expect(answer).not.toContain(never);
    }
  });

  it('answers from Japanese and Chinese knowledge, which has no spaces between words', async () => {
    const shop = await business([
      ['送料は無料ですか？', '5000円以上のご注文で送料無料です。'],
      ['店舗はどこですか？', '店舗は京都にあります。'],
      ['可以退货吗？', '30天内免费退货。'],
    ]);
    expect((await shop.ask('送料は無料？')).answer).toBe('5000円以上のご注文で送料無料です。');
    expect((await shop.ask('可以退货吗')).answer).toBe('30天内免费退货。');
  });
});
