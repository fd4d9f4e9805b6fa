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
    ['Ich such nen Minijob. Was zahlt ihr an der Kasse pro Stunde?', true],
    ['Kolik platíte brigádníkům na hodinu? Hledám práci na léto.', true],
    ["I'm looking for a summer job – do you need anyone?", true],
    ['I am looking for work boots in size 44.', false],
    ['Ich suche Arbeitshosen für meinen Mann.', false],
    ['Do you take on such work for small flats?', false],
    ['Je cherche un travail de peinture soigné pour mon salon.', false],
    ['Vous recrutez pour la rentrée ?', true],
    ["I'm a qualified lifeguard thinking of applying – what's the hourly rate?", true],
    ['Je suis TSA pis je cherche des remplacements à Québec. Vous payez combien de l’heure?', true],
    ['Can I apply the discount code here?', false],
    ['Does the student discount apply here?', false],
    ['Je cherche un remplacement de pare-brise, c’est combien ?', false],
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
    // Scripts without spaces or Latin word edges: looking for work, not working days or opening hours.
    ['אני צורף עם ניסיון ומחפש עבודה, כמה אתם משלמים לשעה?', true],
    ['كم نسبة العمولة اللي تعطونها للبياعين؟ ناوي أقدم على وظيفة', true],
    ['アルバイトは募集していますか？', true],
    ['你们招人吗？', true],
    ['你们招维修师傅吗？底薪多少？', true],
    ['招牌菜的师傅是谁？', false],
    ['有没有招待师傅的茶？', false],
    ['תיקון מוכן תוך 3 ימי עבודה?', false],
    ['ما هي ساعات العمل يوم الجمعة؟', false],
    ['אילו מסמכים דרושים לתיקון?', false],
    ['ما وظيفة هذا الزر؟', false],
  ])('%s: %s', (question, asks) => expect(asksAboutWork(question)).toBe(asks));

  it('is answered apart only where it asks nothing else than the work and its pay', () => {
    const apart = [
      'Are you hiring? What do you pay per hour?',
      'Zoeken jullie nog schippers voor deze zomer? Wat verdien je per uur?',
      'Vous recrutez pour la rentrée ? C’est payé combien de l’heure en salle ?',
      'Ich such nen Minijob. Was zahlt ihr an der Kasse pro Stunde?',
      'كم نسبة العمولة اللي تعطونها للبياعين في الفرع؟ ناوي أقدم على وظيفة',
      'アルバイトは募集していますか？時給はいくらですか？',
      '你们招维修师傅吗？底薪多少？',
    ];
    expect(apart.filter(asksOnlyAboutWork)).toEqual(apart);
    expect(asksOnlyAboutWork('What time do you open Sunday? Also, are you hiring?')).toBe(false);
  });
});
