import { describe, expect, it } from 'vitest';
import { latinDigits } from './fold';
import { readQuestion } from './question';

describe('questions in the scripts of the interface languages', () => {
  it.each([
    ['定休日ってありますか？', 'hours'],
    ['周五几点关门？', 'hours'],
    ['بيكون مفتوح ولا مسكر؟', 'hours'],
    ['祇園四条駅からの行き方を教えてください', 'location'],
    ['وين مكانها بالضبط؟', 'location'],
    ['支払いはクレジットカードでできますか？', 'payment'],
    ['أقدر أدفع كاش عند الاستلام؟', 'payment'],
    ['אפשר לשלם בתשלומים?', 'payment'],
    ['ヘアセットはどれくらいかかりますか？', 'duration'],
    ['كم يوم ياخذ التوصيل للرياض؟', 'duration'],
    ['كم رسوم التوصيل؟', 'price'],
    ['מה טווח המחירים של טבעות?', 'price'],
    ['日本まで発送してもらえますか？', 'shipping'],
  ])('%s asks %s', (text, intent) => expect([...readQuestion(text).intents]).toContain(intent));

  it.each([
    ['בכמה מעלות לכבס את השרשרת?', 'price'],
    ['אתם עושים גם מסגור לתמונות?', 'hours'],
    ['هل بإمكانكم تغليف الهدية؟', 'location'],
    ['能便宜一点吗？', 'hours'],
  ])('%s does not ask %s', (text, intent) => expect([...readQuestion(text).intents]).not.toContain(intent));
});

describe('Arabic-Indic digits', () => {
  it('are read as the digits a site writes its sizes and hours in', () => {
    expect(latinDigits('بكم دهن العود حجم ٦ مل؟')).toBe('بكم دهن العود حجم 6 مل؟');
    expect(latinDigits('الساعة ١١ بالليل')).toBe('الساعة 11 بالليل');
    expect(latinDigits('۱۲ ساعت')).toBe('12 ساعت');
  });
});
