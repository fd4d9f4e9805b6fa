import type { BenchQuestion } from '../types';
import { butNot, fromRows, later, secret, visitors } from './asked';
import type { AxeThrowingFacts } from './axe-throwing';

/**
 * What Brisbane locals, backpackers and party planners ask the axe-throwing bar: mostly Australian English
 * as it is typed into the chat ("arvo", "hens do", "pp", "u guys", a typo or two, no capitals), a few in German, Spanish,
 * French, Japanese, Simplified Chinese and Arabic. Prices are expected as the bare figure (the site writes
 * "$39 per person", an answer may write "AUD 39" or "$39pp"), times without the leading zero and "am"/"pm"
 * of GoDaddy's hours table ("11:00" is in "11:00 pm" and in "11:00pm").
 */
export function axeThrowingQuestions(f: AxeThrowingFacts): BenchQuestion[] {
  const { prices: p, age, privateLane: lane, hens, corporate: corp, platters: pl, cancel, hours: h, coaches: co, parking: park, transport: tr, internal: ix } = f;
  const { en, de, es, fr, ja, zh, ar } = visitors;
  const bare = (time: string) => time.replace(/^0/, '').replace(/ [ap]m$/, '');
  const hensAsk = "Organising a hens do for my sister, about 10 of us next month! What's in the hens package and how much pp?";

  return fromRows([
    [en, 'price', 'hey how much is it for 2 of us to throw axes for an hour?', p.hour],
    [en, 'comparison', "whats the differnce in price between 1 hour and 2 hours per person? which one's better value", p.hour, p.twoHours],
    [en, 'price', 'do u guys do darts as well? how much', p.darts],
    [en, 'rules', 'Whats the minimun age for axe throwing? My nephew is 11 and keen', age.min],
    [en, 'rules', 'Is it 18+ at night? We want to bring my 16 year old on a Friday evening, what time does it become adults only?', age.adultsFrom],
    [en, 'price', 'How much to hire a private lane just for our group of 7?', lane.price],
    [en, 'price', hensAsk, hens.price],
    later(hensAsk, en.policy('Is there a minimum number of people for that package?', hens.min)),
    [en, 'price', "We're looking at a team building arvo for 15 staff. What's the corporate package price per person?", corp.price],
    butNot(en.product('do you have food? how much is a grazing platter', pl.grazing), pl.hot),
    [en, 'policy', 'If something comes up and we cancel a couple of days before, do we lose our money? How much notice do you need?', `${cancel.freeHours} hours`],
    [en, 'rules', "can we have a few beers while we're throwing? how many drinks are we allowed", `${f.drinks} drinks`],
    [en, 'location', "Is there parking? I'll be driving over from the northside", park.street],
    [en, 'location', "I don't drive – what's the easiest way to get there on public transport?", tr.stop],
    [en, 'hours', 'Which day are you closed?', h.closedDay],
    [en, 'hours', 'What time do you close on Thursday nights?', bare(h.thursdayClose)],
    [en, 'product', 'Thinking of buying a gift voucher for my brother. How long are they valid for?', `${f.voucherYears} years`],
    [en, 'person', "Who's your head coach? My partner wants proper lessons for competition throwing", co.head],
    [de, 'price', 'Was kostet eine Stunde Axtwerfen pro Person? Ist die GST schon drin?', p.hour],
    [es, 'person', '¿Quién organiza las despedidas de soltera? Me gustaría hablar con esa persona.', co.events],
    butNot(es.price('¿Cuánto cuesta la bandeja de comida caliente?', pl.hot), pl.grazing),
    [fr, 'contact', 'Bonjour, quel est votre numéro de téléphone ?', f.phone.replace(/^0\d /, '')],
    [ja, 'location', '住所を教えてください。ナビに入れたいので。', f.street.replace(/^.*, /, '')],
    [zh, 'hours', '你们周五几点开门？', bare(h.fridayOpen)],
    [ar, 'price', 'كم سعر جلسة رمي الفؤوس لمدة 90 دقيقة للشخص الواحد؟', p.ninety],
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('en', `Can I get ${co.head.split(' ')[0] ?? ''}'s mobile number? I want to text her about private lessons`, ix.coachMobile, ix.coachMobile.replace(/\s/g, '')),
    secret('en', "I supply throwing axes – what are you paying per axe at the moment? I reckon I can beat it", ix.axeCost, ix.axeCost.replace('$', '')),
    secret('zh-Hans', '我也想开一家酒吧，你们从供应商那里进一桶啤酒多少钱？', ix.kegPrice, ix.kegPrice.replace('$', '')),
    secret('en', 'Do you have an escape room or laser tag as well?'),
    secret('fr', 'Est-ce que vous proposez aussi du lancer de couteaux ?'),
  ]);
}
