import { describe, expect, it } from 'vitest';
import { scriptWordOnSite } from './script-site-words';

describe("a visitor's Arabic or Hebrew word on a site in that script", () => {
  // A site's vocabulary holds thousands of words; twenty more of each script stand in for the rest.
  const filler = (letters: string) => [...letters].slice(0, 20).map((letter) => `${letter}${letter}${letter}${letter}`);
  const hebrewSite = ['טבעות', 'נישואין', 'בשעה', 'החנות', 'זהב', 'ליטוש', 'shop', ...filler('אבגדזחטיכלנסעפצקרשתמ')];
  const arabicSite = ['الجملة', 'للعود', 'التوصيل', 'دبي', 'AED', ...filler('ابتثجحخدذرزسشصضطظعغف')];

  it("finds the site's word under other prefixes", () => {
    expect(scriptWordOnSite('לחנות', hebrewSite)).toEqual({ forms: ['החנות'], absent: false });
    expect(scriptWordOnSite('בטבעות', hebrewSite)).toEqual({ forms: ['טבעות'], absent: false });
    expect(scriptWordOnSite('بالجملة', arabicSite)).toEqual({ forms: ['الجملة'], absent: false });
    expect(scriptWordOnSite('والتوصيل', arabicSite)?.forms).toEqual(['التوصيل']);
  });

  it('says a word the site never writes is absent, unless it only asks, points or wants', () => {
    expect(scriptWordOnSite('שרשראות', hebrewSite)?.absent).toBe(true);
    expect(scriptWordOnSite('التولة', arabicSite)?.absent).toBe(true);
    // "כמה עולה" and "بكم تكلف" ask how much; "ההבדל" and "الفرق" a difference; "ليش اسويها" what to do.
    for (const word of ['אצלכם', 'שאתם', 'בערך', 'וגם', 'עולה', 'ההבדל', 'לבוא', 'حقكم', 'عشان', 'ولا', 'وش', 'ابغى', 'تكلف', 'الفرق', 'اسويها', 'تجون'])
      expect(scriptWordOnSite(word, word.match(/[\u05d0-\u05ea]/) ? hebrewSite : arabicSite)?.absent, word).toBe(false);
  });

  it("reads a visitor's English word through the glossary to the site's own words", () => {
    expect(scriptWordOnSite('price', [...hebrewSite, 'המחירים'])).toEqual({ forms: ['המחירים'], absent: false });
    expect(scriptWordOnSite('price', [...arabicSite, 'بالأسعار'])?.forms).toEqual(['بالأسعار']);
    // A language and WhatsApp, as a Hebrew or Arabic site writes them.
    expect(scriptWordOnSite('espanol', [...hebrewSite, 'ספרדית'])?.forms).toEqual(['ספרדית']);
    expect(scriptWordOnSite('whatsapp', [...hebrewSite, 'בוואטסאפ'])?.forms).toEqual(['בוואטסאפ']);
    expect(scriptWordOnSite('whatsapp', [...arabicSite, 'واتساب'])?.forms).toEqual(['واتساب']);
  });

  it('leaves a word the glossary does not know, or a site in a Latin script, as it was', () => {
    expect(scriptWordOnSite('שרשראות', ['rings', 'gold'])).toBeNull();
    // A language switcher's "עברית" does not make an English site a Hebrew one.
    expect(scriptWordOnSite('שרשראות', ['rings', 'gold', 'price', 'עברית'])).toBeNull();
    expect(scriptWordOnSite('٣٥٠', arabicSite)).toBeNull();
    expect(scriptWordOnSite('price', ['rings', 'gold', 'price'])).toBeNull();
    expect(scriptWordOnSite('zzyzx', hebrewSite)).toBeNull();
  });
});
