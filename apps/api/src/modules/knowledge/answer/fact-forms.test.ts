import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';
import { carries, MONEY } from './fact-types';
import { readQuestion, type Intent } from './question';

// A Czech return question was read as asking for returns and a duration, and then no Czech line
// could answer it: the fact types knew "14 days" and "14 Tage" but not "14 dnů".
describe('facts as Czech, Polish, Swedish, Turkish, Hebrew and Arabic sites state them', () => {
  it.each([
    ['duration', 'Ostatní zboží můžete vrátit do 14 dnů bez udání důvodu.'],
    ['duration', 'Realizacja zamówienia trwa 3 dni robocze.'],
    ['duration', 'Slipningen tar ungefär 15 minuter.'],
    ['duration', 'Yün halılar 7 iş gününde teslim edilir.'],
    ['duration', 'המשלוח מגיע תוך 5 ימי עסקים.'],
    ['duration', 'التوصيل خلال 3 أيام عمل.'],
    ['shipping', 'Doprava zdarma od 1 500 Kč.'],
    ['shipping', 'Frakt till Norge kostar 249 kr.'],
    ['returns', 'Öppet köp i 30 dagar.'],
    ['returns', 'İade süresi 14 gündür.'],
    ['payment', 'Kredi kartına 9 taksit imkânı.'],
    ['payment', 'Vi tar Swish och Klarna.'],
    ['availability', 'Dostupnost: Skladem'],
    ['payment', 'אפשר לשלם במזומן או באשראי.'],
    ['payment', 'الدفع بالبطاقة أو نقداً عند الاستلام.'],
    ['returns', 'ניתן לבטל עד 48 שעות מראש, והביטול ללא עלות.'],
  ] as const)('%s in "%s"', (intent, text) => expect(carries(intent, text)).toBe(true));

  it.each([
    ['duration', 'Vi har tre butiker i Göteborg.'],
    ['shipping', 'Halılarınızı özenle yıkıyoruz.'],
    ['payment', 'Prodejna je v centru Brna.'],
    // A service's change is no return, directions are no shipping, a date's "den" no duration.
    ['returns', 'Výměna oleje od 890 Kč.'],
    ['returns', 'Wymiana opon w 30 minut.'],
    ['shipping', 'Doprava: tramvají č. 9 na zastávku Výstaviště.'],
    ['shipping', 'Mesaj gönderin, size dönelim.'],
    ['duration', 'Öppet 10–16 den 24 december.'],
  ] as const)('no %s in "%s"', (intent, text) => expect(carries(intent, text)).toBe(false));

  // German recipes write "2 TL Zucker" for two teaspoons; a Turkish price is "85 TL" or "1.199,00 TL".
  it.each([
    ['Makine halısı m² 85 TL', '85 TL'],
    ['200x290 cm 1.199,00 TL', '1.199,00 TL'],
    ['2 TL Zucker und 1 Prise Salz', undefined],
    ['1시간 3,500원', '3,500원'],
    ['1,5 TL Backpulver', undefined],
    ['7,50 TL', '7,50 TL'],
    ['정원 10명', undefined],
  ])('money in "%s"', (text, money) => expect(MONEY.exec(text)?.[0]).toBe(money));
});

describe('Swedish and Turkish questions', () => {
  it.each([
    ['Hej! Vad kostar en vanlig slipning av hockeyskridskor?', 'sv', ['price']],
    ['Har ni öppet på lördagar?', 'sv', ['hours']],
    ['Hur lång tid tar det ungefär?', 'sv', ['duration']],
    ['Vem ska jag prata med om målvaktsutrustning?', 'sv', ['person']],
    ['Leke çıkarma da ayrı mı? m2si kaç lira?', 'tr', ['price']],
    ['Kredi kartına taksit yapıyor musunuz?', 'tr', ['exists', 'payment']],
    ['normal makine halıları kaç günde geri geliyor?', 'tr', ['duration']],
    ['Cumartesi akşam 7 gibi açık olur musunuz?', 'tr', ['hours']],
  ] as const)('%s', (text, language, intents) => {
    const question = readQuestion(text);
    expect(question.language).toBe(language);
    expect([...question.intents].sort()).toEqual([...intents]);
  });

  // Words Swedish and Turkish write that are words elsewhere ask nothing there.
  it.each([
    ['¿A qué hora acaba la clase?', 'es'],
    ['O produto vem com garantia?', 'pt'],
    ['Do you sell tack for horses?', 'en'],
    ['Aş dori să ştiu dacă şi sâmbăta sunteţi deschişi.', null],
  ])('"%s" stays %s', (text, language) => expect(readQuestion(text).language).toBe(language));

  it.each([
    ['O produto vem com garantia?', 'person'],
    ['Do you have kimchi?', 'person'],
    ['Do you deliver to Stoke?', 'availability'],
    ['Saat kaça kadar açıksınız?', 'price'],
    ['Is there parking near the port of Porto?', 'shipping'],
  ] as [string, Intent][])('"%s" asks no %s', (text, intent) => expect(readQuestion(text).intents.has(intent)).toBe(false));

  // Romanian writes "ş" too; Italian "sali" is no Tuesday.
  it('leaves Romanian and Italian theirs', () => {
    expect(readQuestion('Bună ziua, care este adresa filialei din centrul orașului?').language).not.toBe('tr');
    expect(daysNamed('Sali il prezzo della benzina?')).toEqual([]);
  });

  it.each([
    ['Har ni öppet på lördagar?', [5]],
    ['Salı günü açık mısınız?', [1]],
    ['Pazar günü ve cumartesileri', [5, 6]],
  ])('the days of "%s"', (text, days) => expect(daysNamed(text).sort()).toEqual(days));
});
