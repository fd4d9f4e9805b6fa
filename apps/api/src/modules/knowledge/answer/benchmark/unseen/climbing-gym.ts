import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import type facts from './climbing-gym.facts.json';
import { intlPhone, jsonLd } from './markup';

/**
 * Unseen: an English (UK) bouldering gym on a Squarespace-like builder (sqs- classes, a cookie
 * bar, an announcement bar). Opening hours are two seasonal tables (winter, summer) with a
 * Wednesday morning closed for route setting and holiday hours beside them; entry prices are a
 * table by age and concession with peak/off-peak columns; memberships are cards; events are dated,
 * with a past league round below the upcoming ones; rules, accessibility and getting here (tram,
 * parking) are their own sections; the FAQ is <details>; SportsActivityLocation JSON-LD on /visit/.
 *
 * The facts the pages are written from, as written and mutated, are data in climbing-gym.facts.json.
 * `setter` sets the problems, `coach` runs taster sessions and the kids' club, `adaptive` runs the
 * adaptive sessions and signs BSL. Today (December 2026) is in the winter season.
 */
export type ClimbingGymFacts = typeof facts.original;

const tel = (phone: string) => intlPhone('44', phone);

export function climbingGym(f: ClimbingGymFacts): BenchSite {
  const p = f.prices;
  const gbp = (amount: string) => `£${amount}`;
  const l = f.league;
  const c = f.comp;

  const layout = (title: string, main: string, head = '') => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — ${f.gym}</title><meta name="description" content="Independent bouldering wall in ${f.town}. 200+ problems, reset every week. Beginners welcome.">${head}</head>
<body id="collection-5f1" class="sqs-site"><div class="sqs-announcement-bar"><p>Winter hours are in. <a href="/visit/">Check them here</a>.</p></div>
<div class="sqs-cookie-banner" role="dialog"><p>We use cookies to understand how you use our site and to improve your experience.</p><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div>
<header class="Header"><a class="Header-branding" href="/"><img src="/static/logo.svg" alt="${f.gym}"></a><nav class="Header-nav" aria-label="Main"><a href="/visit/">Visit</a><a href="/prices/">Prices</a><a href="/memberships/">Memberships</a><a href="/kids/">Kids</a><a href="/events/">Events</a><a href="/rules/">Rules</a><a href="/team/">Team</a><a href="/faq/">FAQ</a></nav></header>
<main class="Main"><div class="sqs-layout sqs-grid-12">${main}</div></main>
<footer class="Footer"><div class="sqs-block html-block"><p><strong>${f.gym}</strong><br>${f.street}, ${f.town} ${f.postcode}</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a></p><p><a href="/accessibility/">Accessibility</a> · <a href="/privacy/">Privacy</a> · © 2026</p></div></footer>
</body></html>`;

  const hoursTable = (caption: string, s: ClimbingGymFacts['winter']) =>
    `<table class="hours"><caption>${caption}</caption><tbody><tr><th>Monday, Tuesday, Thursday, Friday</th><td>${s.weekdayOpen}–${s.weekdayClose}</td></tr><tr><th>Wednesday</th><td>${f.wednesdayFrom}–${s.weekdayClose}</td></tr><tr><th>Saturday &amp; Sunday</th><td>${s.weekendOpen}–${s.weekendClose}</td></tr></tbody></table>`;
  const card = (name: string, price: string, text: string) =>
    `<div class="sqs-block summary-item"><h3>${name}</h3><p class="price">${price}</p><p>${text}</p></div>`;
  const faq = (q: string, a: string) =>
    `<details class="accordion-item"><summary class="accordion-item__title">${q}</summary><div class="accordion-item__description"><p>${a}</p></div></details>`;
  const member = (name: string, role: string, bio: string) => `<div class="sqs-block team"><h3>${name}</h3><p><em>${role}</em></p><p>${bio}</p></div>`;

  return {
    name: 'climbing gym (en)',
    pages: {
      '/': layout(
        'Home',
        `<section class="hero"><h1>Bouldering for everyone in ${f.town}</h1><p>Over 200 problems from easy to ridiculous, reset every week. No experience, no kit and no partner needed.</p><p><a class="sqs-button" href="/prices/">Prices</a> <a class="sqs-button" href="/visit/">Plan your visit</a></p></section>
<section><h2>Coming up</h2><p>${l.weekday} ${l.day} ${l.month}: Winter Bouldering League, round 1. <a href="/events/">All events</a></p></section>`,
      ),
      '/visit/': layout(
        'Visit',
        `<h1>Plan your visit</h1><h2>Opening hours</h2>
${hoursTable('Winter (1 October – 31 March)', f.winter)}
${hoursTable('Summer (1 April – 30 September)', f.summer)}
<p>Wednesday mornings are closed all year for route setting.</p>
<h3>Christmas &amp; New Year</h3><ul><li>24 December: ${f.winter.weekendOpen}–${f.xmasEveClose}</li><li>25 and 26 December: closed</li><li>31 December: ${f.winter.weekendOpen}–${f.nyeClose}</li><li>1 January: 12:00–${f.winter.weekendClose}</li></ul>
<h2>Getting here</h2><p>${f.street}, ${f.town} ${f.postcode}. ${f.tram} tram stop is a 3-minute walk.</p>
<p>Free parking for ${f.parkingSpaces} cars in the yard in front of the building; when it is full, use the pay-and-display on the next street.</p>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'SportsActivityLocation',
          name: f.gym,
          telephone: tel(f.phone),
          address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, postalCode: f.postcode, addressCountry: 'GB' },
        }),
      ),
      '/prices/': layout(
        'Prices',
        `<h1>Entry prices</h1><p>Off-peak is Monday to Friday before 16:00. Everyone new fills in a registration form online before their first visit.</p>
<table class="prices"><thead><tr><th></th><th>Peak</th><th>Off-peak</th></tr></thead><tbody>
<tr><th>Adult (16+)</th><td>${gbp(p.adultPeak)}</td><td>${gbp(p.adultOffPeak)}</td></tr>
<tr><th>Concession (students, over-60s, unwaged)</th><td>${gbp(p.concession)}</td><td>${gbp(p.concession)}</td></tr>
<tr><th>Junior (5–15)</th><td>${gbp(p.junior)}</td><td>${gbp(p.junior)}</td></tr>
<tr><th>Family (2 adults + 2 juniors)</th><td colspan="2">${gbp(p.family)}</td></tr>
<tr><th>Under 5</th><td colspan="2">Free with a paying adult</td></tr>
</tbody></table>
<h2>Extras</h2><ul><li>Shoe hire: ${gbp(p.shoeHire)}</li><li>Chalk: borrow a chalk ball from the desk for free</li><li>Taster session (1 hour with a coach, shoes included): ${gbp(p.taster)}</li></ul>`,
      ),
      '/memberships/': layout(
        'Memberships',
        `<h1>Memberships &amp; passes</h1><div class="sqs-gallery">
${card('10-visit pass', gbp(p.punch10), 'Ten entries at any time, valid for 12 months. Shareable with friends.')}
${card('Monthly membership', `${gbp(p.monthly)} / month`, 'Unlimited climbing, 10% off in the café. Rolling monthly, one month notice.')}
${card('Annual membership', gbp(p.annual), 'Unlimited climbing for 12 months, paid upfront, plus two free guest passes.')}
</div><p>Memberships can be frozen for up to ${f.freezeMonths} months a year if you are injured or ill – just email us.</p>`,
      ),
      '/kids/': layout(
        'Kids',
        `<h1>Climbing for kids</h1><p>Our Kids' Club is for ages 7 to 12: every ${f.kidsClub.day} from ${f.kidsClub.from} to ${f.kidsClub.to}, with ${f.coach.name}. ${gbp(p.kidsClub)} per session, shoes included. Booking essential.</p>
<p>Younger children are welcome at any time with an adult – see our <a href="/rules/">rules</a>.</p>`,
      ),
      '/events/': layout(
        'Events',
        `<h1>Events</h1><h2>Upcoming</h2>
<article class="eventlist-event"><h3>Winter Bouldering League – Round 1</h3><p><time datetime="${l.year}-${l.monthNum}-${l.day.padStart(2, '0')}">${l.weekday} ${l.day} ${l.month} ${l.year}</time>, from ${l.from}</p><p>Friendly league, all grades. Entry ${gbp(l.price)}.</p></article>
<article class="eventlist-event"><h3>New Year Bouldering Comp</h3><p><time datetime="${c.year}-${c.monthNum}-${c.day.padStart(2, '0')}">${c.weekday} ${c.day} ${c.month} ${c.year}</time>, all day</p><p>30 new problems, prizes in every category. Entry ${gbp(c.price)}.</p></article>
<article class="eventlist-event"><h3>Adaptive climbing</h3><p>First Monday of every month, 18:00–20:00, with ${f.adaptive.name}. Free.</p></article>
<h2>Past events</h2><article class="eventlist-event eventlist-event--past"><h3>Autumn League – Final</h3><p>${f.leaguePast.day} ${f.leaguePast.month} 2026</p></article>`,
      ),
      '/rules/': layout(
        'Rules',
        `<h1>Wall rules</h1><ol>
<li>Every new climber watches a ${f.inductionMinutes}-minute safety briefing on arrival. No need to book it.</li>
<li>Climbers under 16 must be supervised by an adult at all times, one adult for up to two children.</li>
<li>Never climb above or below someone else.</li>
<li>No food or drink on the mats.</li>
<li>Dogs are not allowed inside, except assistance dogs.</li></ol>`,
      ),
      '/accessibility/': layout(
        'Accessibility',
        `<h1>Accessibility</h1><p>The entrance, the café and the viewing area are step-free, and there is an accessible toilet on the ground floor. The changing rooms are upstairs.</p><p>Our adaptive climbing sessions are run by ${f.adaptive.name}; see <a href="/events/">events</a>.</p>`,
      ),
      '/team/': layout(
        'Team',
        `<h1>The team</h1>
${member(f.setter.name, 'Head route setter', `${f.setter.first} sets most of the problems on the wall and resets a section every Wednesday morning.`)}
${member(f.coach.name, 'Head coach', `${f.coach.first} runs the taster sessions for beginners and the Kids' Club.`)}
${member(f.adaptive.name, 'Coach', `${f.adaptive.first} runs our adaptive climbing sessions and is fluent in British Sign Language (BSL).`)}`,
      ),
      '/faq/': layout(
        'FAQ',
        `<h1>FAQ</h1>
${faq('Do I need my own kit?', `No. Hire shoes at the desk for ${gbp(p.shoeHire)}; chalk is free to borrow.`)}
${faq('I have never climbed. Where do I start?', `Book a taster session, or just come in: the safety briefing takes ${f.inductionMinutes} minutes.`)}
${faq('How do I pay?', 'Card or phone at the desk. We are cashless.')}
${faq('Is there a café?', 'Yes, with coffee, cakes and toasties, open during all opening hours.')}`,
      ),
    },
    questions: [
      { kind: 'price', ask: 'How much is it for an adult to climb on a Saturday?', expect: [p.adultPeak], reject: [p.adultOffPeak] },
      { kind: 'location', ask: 'nearest tram stop?', expect: [f.tram] },
      { kind: 'price', ask: 'I work shifts so I can come on weekday mornings – is it cheaper then?', expect: [p.adultOffPeak] },
      { kind: 'price', ask: "I'm a student at the uni, do I get a discount?", expect: [p.concession] },
      { kind: 'policy', ask: 'Can I bring my dog?', expect: ['assistance'] },
      { kind: 'comparison', ask: "We're 2 adults and 2 kids (8 and 11) – is the family ticket cheaper than paying separately?", expect: [p.family, p.junior] },
      { kind: 'price', ask: "I don't have climbing shoes, can I rent some and how much?", expect: [p.shoeHire] },
      {
        kind: 'comparison',
        ask: "I'll go about 3 times a week – is the monthly membership or the 10-visit pass better value?",
        expect: [p.monthly, p.punch10],
      },
      { kind: 'hours', ask: 'Can I come in on Wednesday at 11am?', expect: [f.wednesdayFrom] },
      { kind: 'contact', ask: 'whats your phone number', expect: [f.phone] },
      { kind: 'hours', ask: 'What time do you close on Sundays this winter?', expect: [f.winter.weekendClose] },
      { kind: 'hours', ask: 'Are you open on Christmas Eve? What hours?', expect: [f.xmasEveClose] },
      { kind: 'policy', ask: 'Can my 14 year old son climb on his own while I do my shopping?', expect: ['16', 'supervis'] },
      { kind: 'timetable', ask: 'Do you have anything for kids at the weekend? My daughter is 9', expect: [f.kidsClub.day, f.kidsClub.from] },
      { kind: 'follow-up', ask: 'how much is it?', after: ['Do you have anything for kids at the weekend? My daughter is 9'], expect: [p.kidsClub] },
      { kind: 'event', ask: "When's the next league night?", expect: [`${l.day} ${l.month}`], reject: [`${f.leaguePast.day} ${f.leaguePast.month}`] },
      { kind: 'event', ask: 'Is there a New Year competition? How much to enter?', expect: [`${c.day} ${c.month}`, c.price] },
      { kind: 'location', ask: 'My brother uses a wheelchair and wants to come and watch – can he get in?', expect: ['step-free'] },
      { kind: 'location', ask: "Is there parking? I'll be driving over from Chesterfield", expect: [f.parkingSpaces] },
      { kind: 'location', ask: 'I need your postcode for my satnav', expect: [f.postcode] },
      { kind: 'language', ask: 'My friend is deaf – is there anyone who knows sign language?', expect: [f.adaptive.first] },
      { kind: 'person', ask: 'who sets the boulders?', expect: [f.setter.first] },
      { kind: 'faq', ask: 'First time ever climbing. Do I need to book an induction or can I just turn up?', expect: [f.inductionMinutes, 'briefing'] },
      { kind: 'price', ask: 'how much is the taster sesion for begginers', expect: [p.taster] },
      { kind: 'price', ask: 'What does the annual membership cost, and can I freeze it if I get injured?', expect: [p.annual, `${f.freezeMonths} months`] },
      ...unanswerable(
        'Do you have a sauna?',
        'Can I hold a birthday party there?',
        'Do you sell climbing shoes?',
        'Do you run yoga classes?',
        'Are there lockers?',
      ),
    ],
  };
}
