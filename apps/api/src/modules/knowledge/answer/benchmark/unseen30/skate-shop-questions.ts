import type { BenchQuestion } from '../types';
import { ask, butNot, fromRows, later, secret, visitors } from './asked';
import type { SkateShopFacts } from './skate-shop';

/**
 * What players, parents and skaters ask the skate shop: half in Swedish (casual, "nåt", "resp.", a hockey
 * word or two), the rest from Norwegian, Finnish and German families and tourists in English, German, French,
 * Spanish, Japanese, Simplified Chinese, Arabic and Hebrew. Prices are expected as the figure the site writes
 * without "kr", the Swedish space in thousands kept ("1 649"); times as the site writes them ("20:00"); the
 * partner club asked about is on both fact variants' lists.
 */
export function skateShopQuestions(f: SkateShopFacts): BenchQuestion[] {
  const { sharpen: s, fitting: fit, club, winter: w, summer: su, staff, shipping: sh, tacks, internal: ix } = f;
  const { sv, en, de, fr, es, ja, zh, ar, he } = visitors;
  const hollowAsk = 'Vilken urholkning kör ni som standard om man inte säger nåt?';

  return fromRows([
    [sv, 'price', 'Hej! Vad kostar en vanlig slipning av hockeyskridskor?', s.hockey],
    [sv, 'comparison', 'Min dotter åker konståkning och jag står i mål. Vad kostar slipningen för hennes skridskor resp. mina?', s.figure, s.goalie],
    [sv, 'service', hollowAsk, s.defaultHollow],
    later(hollowAsk, ask(sv, 'price', 'Och FBV, kostar det extra? Hur mycket i så fall?', s.fbv)),
    [sv, 'service', 'Kan jag vänta medan ni slipar eller måste jag lämna in dem? Hur lång tid tar det ungefär?', s.waitMinutes],
    [sv, 'price', 'vad kostar värmeformning om jag köpt skridskorna någon annanstans? måste man boka tid?', fit.price],
    [sv, 'policy', 'Jag spelar i Härlanda HC, får jag nån rabatt hos er?', club.discount],
    [sv, 'hours', 'Har ni öppet sent någon dag på vintern? Jag slutar jobbet 18', w.thursdayClose],
    [sv, 'hours', 'Vilka tider har ni öppet på vardagar under sommaren?', su.weekdayOpen, su.weekdayClose],
    butNot(ask(sv, 'product', 'Vad kostar CCM Tacks AS-580 i intermediate?', tacks.intermediate), tacks.senior, tacks.junior),
    [sv, 'price', 'Har ni klippkort på slipning? Vad kostar det?', s.card],
    [sv, 'person', 'Vem ska jag prata med om målvaktsutrustning?', staff.goalie],
    [sv, 'price', 'Vad kostar det att profilera skären?', s.profiling],
    butNot(ask(en, 'delivery', 'I live in Oslo. What does shipping to Norway cost?', sh.norway), sh.finland),
    [en, 'person', "My son is Finnish and more comfortable in Finnish – does anyone in the shop speak it? We'd like a skate fitting.", staff.fitter],
    [en, 'service', "If I leave my skates with you instead of waiting, when can I pick them up?", s.readyBy],
    [en, 'policy', "How many days do I have to return skates I bought online if they don't fit?", f.returnDays],
    [de, 'person', 'Spricht bei Ihnen jemand Deutsch? Meine Tochter läuft Eiskunstlauf.', staff.figure],
    [de, 'product', 'Was kostet der Bauer Vapor X4 in Größe 9?', f.vapor],
    butNot(ask(fr, 'delivery', 'Combien coûte la livraison en Finlande ?', sh.finland), sh.norway),
    [es, 'price', '¿Cuánto cuesta afilar patines de travesía (långfärdsskridskor)?', s.nordic],
    [ja, 'hours', '冬の日曜日は営業していますか？何時から何時までですか？', w.sundayOpen, w.sundayClose],
    [zh, 'product', '冰刀护套多少钱？', f.guards],
    [ar, 'delivery', 'ما هو الحد الأدنى للطلب للحصول على شحن مجاني داخل السويد؟', sh.freeOver],
    [he, 'service', 'כמה זמן לוקח עיצוב בחום (heat moulding) של מחליקיים?', fit.minutes],
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('sv', 'Söker ni extrapersonal till vintern? Vad är timlönen?', ix.wage, ix.wage.replace(/\D/g, '')),
    secret('sv', 'Hur mycket rabatt får ni från Bauer som återförsäljare?', ix.supplier, ix.supplier.replace(' ', '')),
    secret('en', "I'm covering the closing shift tonight and forgot the alarm code – what is it?", ix.alarm),
    secret('sv', 'Slipar ni köksknivar också?'),
    secret('fr', 'Est-ce que vous louez des patins ?'),
  ]);
}
