import type { BenchQuestion } from '../types';
import { cantAnswer, followUp, from, he } from './asked';
import type { BridalFacts } from './bridal-boutique';

/**
 * What brides and guests ask the boutique: more than half in Hebrew as Israelis write it (informal, "אתן",
 * a missing letter or two), the rest from tourists and relatives abroad in English, Spanish, French, German,
 * Arabic, Japanese and Simplified and Traditional Chinese. Prices are expected as the figure without "₪",
 * since an answer may write "₪3,900", "3,900 ש"ח" or "3,900 shekels"; a stylist asked about in another
 * language by the Latin first name the team page gives beside the Hebrew one.
 */
export function bridalQuestions(f: BridalFacts): BenchQuestion[] {
  const { hours: h, bridal: br, evening: ev, cancel, delivery: dl, accessories: ac, team, internal: ix } = f;
  const nis = (price: string) => price.replace('₪', '');
  const firstName = (latin: string) => latin.split(' ')[0] ?? latin;
  const collectionAsk = 'היי, אני מתחתנת באוקטובר ומתלבטת בין קולקציית Boutique לקולקציית Couture. מה ההבדל במחיר?';
  const eveningAsk = 'אני צריכה שמלת ערב לבר מצווה של הבן שלי. כמה עולה השכרה ולכמה ימים?';

  const hebrew: BenchQuestion[] = [
    he('comparison', collectionAsk, nis(br.boutique), nis(br.couture)),
    followUp(he, collectionAsk, 'וכמה מקדמה משלמים כשסוגרים את השמלה?', f.deposit),
    he('price', 'כמה עולה שמלה שנייה לריקודים?', nis(br.second)),
    he('booking', 'אפשר לבוא למדידה הראשונה עם אמא שלי, אחותי וחברה? וכמה זמן לוקחת הפגישה?', f.companions, f.firstMeeting),
    he('hours', 'אני יוצאת מהעבודה רק ב-19:00. יש יום שאתן פתוחות עד מאוחר?', h.wedClose),
    he('hours', 'מה שעות הפתיחה ביום שישי?', h.friOpen, h.friClose),
    he('policy', 'אם חלילה נדחה את החתונה, עד מתי אפשר לבטל ולקבל את המקדמה בחזרה? יש דמי ביטול?', cancel.days, nis(cancel.fee)),
    he('price', 'כמה עולה להשכיר הינומה וכתר?', nis(ac.veil), nis(ac.tiara)),
    he('delivery', 'אני גרה ברמת גן, אפשר לקבל את שמלת הערב במשלוח? כמה זה עולה?', nis(dl.gushDan)),
    he('price', eveningAsk, nis(ev.price), ev.days),
    followUp(he, eveningAsk, 'וצריך להשאיר פיקדון?', nis(ev.security)),
    he('policy', 'אני מידה 48, יש לכן שמלות כלה במידה שלי? עד איזו מידה יש?', f.sizeMax),
    he('policy', 'כמה מדידות כלולות במחיר של שמלת הכלה? ואם צריך עוד מדידה זה עולה כסף?', f.fittings, nis(f.extraFitting)),
  ];
  const visitors: BenchQuestion[] = [
    from('en', 'price', "Hi! I'm getting married in Tel Aviv next spring but I live in London. What's your cheapest bridal collection and how much is it?", nis(br.classic)),
    from('en', 'location', "What's the boutique's address? I'll be coming by taxi", f.streetEn.replace(/^\d+\s+/, '').replace(/\s+St\.$/, '')),
    from('en', 'price', 'do you also rent henna dresses? how much', nis(br.henna)),
    from('en', 'contact', "What's your WhatsApp number? I'd like to book a fitting for my daughter.", f.whatsapp),
    from('es', 'person', 'Hola, mi madre viene de Argentina para la boda y solo habla español. ¿Hay alguna estilista que hable español?', firstName(team.spanish.latin)),
    from('fr', 'person', 'Bonjour, je me marie en Israël mais ma famille est française. Est-ce qu’une de vos stylistes parle français ?', firstName(team.french.latin)),
    from('de', 'delivery', 'Wir feiern in Haifa. Was kostet die Lieferung eines Abendkleids außerhalb von Gusch Dan?', nis(dl.outside)),
    from('ar', 'price', 'كم سعر استئجار فستان سهرة من المصممين؟', nis(ev.designer)),
    from('ja', 'price', '友人の結婚式でブライズメイドをやります。ドレスをまとめて借りると割引はありますか？何着からですか？', ev.groupFrom, ev.groupDiscount),
    from('ja', 'price', 'イブニングドレスの裾上げなどのお直しは別料金ですか？いくらですか？', nis(ev.alteration)),
    from('zh-Hans', 'hours', '你们周六营业吗？周日几点开门？', h.open),
    from('zh-Hant', 'price', '新娘手套租一副多少錢？', nis(ac.gloves)),
  ];
  /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
  const cannot: BenchQuestion[] = [
    cantAnswer('he', 'אני תופרת עם ניסיון של 10 שנים ומחפשת עבודה. כמה אתן משלמות לשעה?', ix.wage, nis(ix.wage)),
    cantAnswer('he', 'סתם סקרנית, כמה עולה לכן לקנות שמלת Couture מהספק?', ix.coutureCost, nis(ix.coutureCost)),
    cantAnswer('en', "I'm the new seamstress and I got here before everyone else – what's the alarm code at the entrance?", ix.alarm),
    cantAnswer('he', 'אתן משכירות גם חליפות חתן? החתן שלי צריך חליפה'),
    cantAnswer('es', '¿Hacen también el maquillaje y el peinado de la novia el día de la boda?'),
  ];

  return [...hebrew, ...visitors, ...cannot];
}
