import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';
import { carries } from './fact-types';
import { readQuestion, type Intent } from './question';
import { suffixForms } from './suffix-forms';

// Every Russian question was read as words the site never writes: no intent, no day, and (its
// words being of another script) nothing ever missing, so a question no line answers got one anyway.
describe('Russian questions', () => {
  it.each([
    ['здравствуйте, сколько стоит баня в будни за час?', ['price']],
    ['почём берёзовый веник?', ['price']],
    ['во сколько вы открываетесь в субботу?', ['hours']],
    ['где вы находитесь? как добраться на машине?', ['location']],
    ['Скільки коштує оренда на 3 години?', ['price']],
  ] as [string, Intent[]][])('%s', (text, intents) => {
    const question = readQuestion(text);
    expect(question.language).toBe('ru');
    expect([...question.intents].sort()).toEqual(intents);
  });

  it('reads Russian days in the forms a question takes, and no function word as a subject', () => {
    expect(daysNamed('работаете в субботу?')).toEqual([5]);
    expect(daysNamed('а по воскресеньям?')).toEqual([6]);
    expect(readQuestion('какая предоплата нужна чтобы забронировать?').terms).toEqual(['предоплата', 'забронировать']);
  });

  it('reads no intent from a Russian word in its other sense (found in review)', () => {
    const notAsked: Record<string, Intent> = {
      'Во сколько лет можно ходить в парную?': 'hours',
      'До скольки градусов нагревается парная?': 'hours',
      'С какими тканями работаете?': 'hours',
      'Какой телефон посоветуете для пожилых?': 'phone',
      'Сколько стоят контактные линзы?': 'contact',
      'Это ускоряет обмен веществ?': 'returns',
      'Сколько бонусов на карте?': 'location',
    };
    for (const [text, intent] of Object.entries(notAsked)) expect(readQuestion(text).intents.has(intent), text).toBe(false);
  });

  it('reads no day in a watt, and no function word as a subject', () => {
    expect(daysNamed('Сколько стоит лампа на 60 Вт?')).toEqual([]);
    expect(readQuestion('Кто может посещать баню?').terms).not.toContain('может');
  });

  // A name in Cyrillic inside a German question leaves it German.
  it('leaves a question with a Cyrillic name in its own language', () => {
    expect(readQuestion('Was kostet die Banja «Кедр» am Wochenende pro Stunde?').language).toBe('de');
  });

  it('finds the site’s form of a word under one case ending', () => {
    expect(suffixForms('ru', ['веник', 'экскурсия', 'беседка'], 'веники')).toEqual(['веник']);
    expect(suffixForms('ru', ['веник', 'экскурсия', 'беседка'], 'беседку')).toEqual(['беседка']);
    expect(suffixForms('ru', ['веник'], 'вена')).toEqual([]);
  });

  it.each([
    ['duration', 'Бесплатная отмена за 48 часов до начала.'],
    ['payment', 'Предоплата 30 % при бронировании.'],
    ['shipping', 'Трансфер из Екатеринбурга — 500 ₽ с человека.'],
    ['returns', 'Отмена брони менее чем за сутки — предоплата не возвращается.'],
  ] as [Intent, string][])('%s is stated in "%s"', (intent, text) => expect(carries(intent, text)).toBe(true));
});
