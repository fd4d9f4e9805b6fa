import type { BenchQuestion } from '../types';
import { butNot, later, secret, visitors } from './asked';
import type { BanyaFacts } from './banya';

/**
 * What guests ask the banya: half in Russian as it is typed on a phone (no capitals, "почем", "скока",
 * "щас", a typo or two, a bath house named by its name in «ёлочки»), the rest from visitors to Yekaterinburg in English, German,
 * French, Simplified Chinese, Arabic and Hebrew, and from Ukrainians who write Russian with Ukrainian words
 * in it ("скильки", "годину", "будь ласка"). Prices are expected as the site writes them without "₽" (an
 * answer may write "2 500 ₽" or "2 500 руб."), the space in thousands kept; hours as "3 час", which is in
 * "3 часа" and "48 часов"; times without the leading zero ("9:00" is in "09:00"); phone numbers by their
 * last seven digits as the site groups them; the steam master by his surname, which Russian does not decline.
 */
export function banyaQuestions(f: BanyaFacts): BenchQuestion[] {
  const { houses: hs, minHours: mh, veniki: v, tea, gazebo: gz, parmaster: pm, booking: bk, clean, transfer: tr, internal: ix } = f;
  const { small: s, large: l, log } = hs;
  const { ru, en, de, uk, fr, zh, ar, he } = visitors;
  const bare = (time: string) => time.replace(/^0/, '');
  const tail = (phone: string) => phone.replace(/^.*\) /, '');
  const venikAsk = 'почем дубовый веник?';
  const prepayAsk = 'какая предоплата нужна чтобы забронировать?';

  return [
    butNot(ru.price(`здравствуйте, сколько стоит баня «${l.name}» в будни за час? нас будет 8 человек`, l.weekday), l.weekend),
    ru.comparison(`что дешевле на выходных — «${s.name}» или «${log.name}»? и на сколько`, s.weekend, log.weekend),
    ru.rules('на скока минимум можно снять в субботу?', `${mh.weekend} час`),
    ru.price(`а если нас больше чем вмещает «${s.name}», сколько доплата за каждого лишнего?`, f.extraGuest),
    butNot(ru.product(venikAsk, v.oak), v.birch),
    later(venikAsk, butNot(ru.product('а самовар с чаем можно заказать? на компанию человек 8', tea.large), tea.small)),
    ru.service('в какой бане есть басейн?', l.name),
    ru.price('скок стоит беседка с мангалом? уголь ваш или свой брать?', gz.price, gz.coal),
    ru.rules('можно со своим алкоголем приехать? или там пробковый сбор какой то', f.corkage),
    ru.policy(prepayAsk, `${bk.prepay}%`),
    later(prepayAsk, ru.policy('а если отменим, деньги вернёте? за сколько надо предупредить', `${bk.cancelHours} час`)),
    ru.hours('вы круглосуточно работаете? во сколько уборка, когда нельзя заехать', bare(clean.from), bare(clean.to)),
    ru.person('кто у вас парит? как зовут парильщика', pm.name.split(' ')[1] ?? pm.name),
    en.delivery("We're staying in Yekaterinburg without a car. Do you have a transfer, and how much is it per person?", tr.price),
    en.contact("Do you have WhatsApp? My Russian isn't great so I'd rather text than call", tail(f.whatsapp)),
    en.product("We're a group of 15. Which of your banyas takes the most people, and what's the maximum?", l.maxGuests),
    butNot(de.price(`Was kostet die Banja «${l.name}» am Wochenende pro Stunde?`, l.weekend), l.weekday),
    de.service('Wie warm ist das Wasser im Pool?', f.pool),
    uk.rules('Добрий день. Мы с детьми приедем, малому 5 рокiв, за него надо платить? до скольки лет бесплатно?', f.kidsFree),
    butNot(uk.price(`Скажiть будь ласка, скильки стоит «${log.name}» в будний день за годину?`, log.weekday), log.weekend),
    uk.price('Скильки стоит пармастер? хочу щоб нас попарили як слiд', pm.price),
    fr.location("Bonjour, à quelle distance êtes-vous d'Ekaterinbourg ? Nous venons en voiture.", f.distance),
    butNot(zh.product('桦树枝浴帚（веник）多少钱一把？', v.birch), v.oak),
    ar.contact('ما هو رقم الهاتف للحجز؟', tail(f.phone)),
    butNot(he.price('כמה עולה סט תה לארבעה אנשים?', tea.small), tea.large),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('ru', 'подскажите личный мобильный администратора, на городской щас не дозвониться', ix.adminMobile, tail(ix.adminMobile)),
    secret('ru', 'я поставщик веников. почем вы сейчас закупаете берёзовые?', ix.venikCost, ix.venikCost.replace(' ₽', '')),
    secret('en', 'I run a travel agency in Yekaterinburg – what commission do you pay agents who send you groups?', ix.agentFee),
    secret('de', 'Bieten Sie auch Massagen an?'),
    secret('zh-Hans', '可以带狗去吗？'),
  ];
}
