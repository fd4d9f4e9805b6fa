import type { BenchQuestion } from '../types';
import { butNot, later, secret, visitors } from './asked';
import type { FrameShopFacts } from './frame-shop';

/**
 * What Portlanders ask the frame shop: mostly English as it is typed into a chat box (lowercase, "whats",
 * "lol", a typo or two, a Timbers jersey, "across the river"), a few from visitors and neighbours in German, Spanish,
 * French, Japanese, Simplified Chinese and Arabic. Prices are expected as the bare dollar figure (the site
 * writes "$205.00", an answer may write "$205"), times without "AM"/"PM" ("8:00" is in "8:00 PM" and in
 * "8:00 pm"); the suburbs asked about are in the same travel zone in both fact variants.
 */
export function frameShopQuestions(f: FrameShopFacts): BenchQuestion[] {
  const { hours: h, custom: c, mats, glass: g, turnaround: t, shadowBox: sb, canvas: cv, install: ins, staff: s, readyMade: rm, gallery: gal, internal: ix } = f;
  const { en, de, es, fr, ja, zh, ar } = visitors;
  const bare = (time: string) => time.replace(/ [AP]M$/, '');
  const glassAsk = 'how much extra is musuem glass? the non glare one';
  const turnaroundAsk = 'How long does custom framing usually take? I need it for a wedding gift in a couple of weeks';

  return [
    butNot(en.price("Hi! I have a 16x20 print I'd like framed in hardwood, walnut probably. Roughly what does that cost before any glass upgrades?", c.hardwood.medium), c.hardwood.large, c.metal.medium),
    en.comparison('whats the price difference between your metal frames and the gilded ones for an 11x14? which is cheaper', c.metal.small, c.gilded.small),
    en.price(glassAsk, g.museum),
    later(glassAsk, en.price('and the regular UV protective glass, the conservation one?', g.uv)),
    en.price('Is a mat incuded in the price or is that extra? What about a double mat?', mats.double),
    en.service(turnaroundAsk, `${t.days} business days`),
    later(turnaroundAsk, en.price('Can you rush it? How much more does that cost?', `${t.rushFee}%`)),
    en.product("My son got his Timbers jersey signed by the whole team – do you frame jerseys, and what's the price?", f.jersey),
    butNot(en.price("I brought back a big rolled-up canvas painting from Mexico, about 24x30. Can you stretch it? How much?", cv.large), cv.small),
    butNot(en.service("Do you also hang art? I'm in Milwaukie. What's your hourly rate and is there a travel charge?", ins.hourly, ins.zone2Fee), ins.zone3Fee),
    butNot(en.delivery('I live in Vancouver WA, just across the river – what would the travel fee be for installing 5 pieces?', ins.zone3Fee), ins.zone2Fee),
    en.hours('are you open late any night? i work untill 6', h.lateDay, bare(h.lateClose)),
    en.hours('Which day of the week are you closed?', h.closedDay),
    en.person('Who should I talk to about framing an old family photograph on paper without damaging it? Conservation stuff', s.owner),
    en.person("Is there someone who specializes in shadow boxes? I want to frame my grandpa's military medals", s.sports),
    en.location("Where can I park when I drop off a big piece? It won't fit on the bus lol", f.parking.street),
    en.policy("I bought one of your ready-made frames and it's the wrong size. Can I return it, how long do I have?", `${f.returnDays} days`),
    butNot(en.product('how much is one of your ready made black frames in 11x14', rm.medium), rm.small, rm.large),
    en.service("What's on in the gallery right now and until when?", gal.title, gal.to),
    butNot(de.price('Was kostet eine Shadow Box in der großen Ausführung, 16 x 20?', sb.large), sb.small),
    es.payment('¿Venden tarjetas de regalo? ¿De qué importes?', f.giftCard.min, f.giftCard.max),
    fr.price("Bonjour, combien coûte un encadrement sur mesure en 24 x 36 avec un cadre doré à l'ancienne ?", c.gilded.large),
    ja.contact('お店の電話番号を教えてください。', f.phone.replace(/^\(\d+\) /, '')),
    zh.price('我有一幅11x14的画想配金属框，多少钱？', c.metal.small),
    ar.location('ما هو عنوان المحل؟ أريد إدخاله في تطبيق الملاحة.', f.street.replace(/ St$/, '')),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('en', `Can I get ${s.owner.split(' ')[0] ?? ''}'s cell number? I'd rather text her directly about my order`, ix.ownerCell, ix.ownerCell.replace(/^\(\d+\) /, '')),
    secret('en', "I'm a moulding sales rep – what do you currently pay per foot for your Larson-Juhl hardwood stock?", ix.moulding, ix.moulding.replace('$', '')),
    secret('es', 'Soy diseñadora de interiores. ¿Qué descuento comercial dan a los diseñadores y con qué plazo de pago?', ix.tradeDiscount, ix.tradeTerms),
    secret('en', 'Do you do photo printing too? What would a 16x20 print cost?'),
    secret('de', 'Verschicken Sie gerahmte Bilder auch nach Deutschland?'),
  ];
}
