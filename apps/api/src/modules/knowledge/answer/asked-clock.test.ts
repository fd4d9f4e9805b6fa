import { describe, expect, it } from 'vitest';
import { AT_HOUR } from './asked-clock';
import { askedTime } from './opening-time';
import { readQuestion } from './question';

describe('an hour asked', () => {
  it('reads a Japanese or Chinese hour, in digits or numerals, and never a length of time', () => {
    expect(askedTime('土曜日の朝8時45分に行っても着付けしてもらえますか？')).toBe(8 * 60 + 45);
    expect(askedTime('周五下午三点去老城区市场那家店，开门了吗？')).toBe(15 * 60);
    expect(askedTime('十一點關門嗎？')).toBe(11 * 60);
    expect(askedTime('下午3点半还开着吗？')).toBe(15 * 60 + 30);
    expect(askedTime('朝6時に行けますか？')).toBe(6 * 60);
    expect(askedTime('着付けは2時間かかりますか？')).toBeNull();
    expect(readQuestion('土曜日の朝8時45分に行っても大丈夫ですか？').terms).not.toContain('45');
  });

  it('reads a bare hour after the word that makes it one, the afternoon’s from 1 to 6, and never a count', () => {
    expect(askedTime('el sábado por la mañana sobre las 11 hay alguna clase?')).toBe(11 * 60);
    expect(askedTime('combien coûte une partie un mercredi après-midi vers 15 h ?')).toBe(15 * 60);
    expect(askedTime('Possiamo venire sabato alle 15?')).toBe(15 * 60);
    expect(askedTime('Zijn jullie zaterdag om 3 uur open?')).toBe(15 * 60);
    expect(askedTime('Czy jesteście otwarci w sobotę o godzinie 15?')).toBe(15 * 60);
    expect(askedTime('Abrem no sábado às 16?')).toBe(16 * 60);
    expect(askedTime('لو جيت الساعة 1 تكونون فاتحين؟')).toBe(13 * 60);
    expect(askedTime('אפשר להגיע ביום שישי בשעה 11?')).toBe(11 * 60);
    expect(askedTime('Har I åbent søndag kl. 16?')).toBe(16 * 60);
    expect(askedTime('are ye open sunday at 4?')).toBe(16 * 60);
    // Of the evening or morning, a unit or a price: no hour read (the hours are said whole instead).
    for (const question of [
      'هل تفتحون يوم الجمعة الساعة 8 مساء؟',
      'الساعة 9 بالليل؟',
      'בשעה 8 בערב?',
      'هل سعر الساعة 15 ريال؟',
      'בשעה 3 אנשים',
      'عندكم ساعة 22 ملم؟',
    ])
      expect(askedTime(question), question).toBeNull();
    expect(askedTime("j'habite à 15 minutes, vous êtes ouverts samedi ?")).toBeNull();
    // "om", "alle", "à" are also "to", "all", "at": a count after them is no hour.
    expect(askedTime('Is het mogelijk om 2 fietsen te huren zaterdag?')).toBeNull();
    expect(AT_HOUR.test('Gilt das für alle 3 Kinder?')).toBe(false);
    expect(askedTime('On peut venir à 6 samedi ?')).toBeNull();
    expect(askedTime('Is there a discount at 4 people?')).toBeNull();
    // English "at" is an hour only after a day or a verb of coming and opening: an age, a cap or a price is no hour.
    expect(askedTime('Can kids start lessons at 5?')).toBeNull();
    expect(askedTime('Do you cap classes at 12?')).toBeNull();
    expect(askedTime('How much for a group of around 12?')).toBeNull();
    expect(askedTime('¿Abrís el sábado a las 6 de la mañana?')).toBe(6 * 60);
    // The hour is when, never a word the knowledge must hold.
    expect(readQuestion('el sábado sobre las 11 hay alguna clase para adultos?').terms).not.toContain('11');
  });
});
