import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import type facts from './tattoo-studio.facts.json';

/**
 * Unseen: an English (UK) tattoo studio in Manchester on Squarespace 7.1 (page-section wrappers,
 * sqs-block html blocks, the menu twice – desktop bar and mobile overlay –, a cookie banner, an
 * accordion block for the FAQ, LocalBusiness JSON-LD). Artists are cards by style; prices are an
 * hourly rate with a minimum charge and a day rate for six hours in the chair; a deposit is kept if
 * an appointment moves too late; the studio is card only; hours close late on Thursday and open on
 * Sunday afternoons for flash walk-ins; a charity flash day and a guest spot come next, a Friday
 * the 13th flash day is past.
 *
 * The facts the pages are written from, as written and mutated, are data in tattoo-studio.facts.json.
 * `fineLine` tattoos fine line and botanicals, `japanese` Japanese traditional, `blackwork` speaks
 * `blackwork.language`, `coverUp` does cover-ups and colour realism, `apprentice` tattoos flash at
 * a lower price. Today is early December 2026.
 */
export type TattooStudioFacts = typeof facts.original;

export function tattooStudio(f: TattooStudioFacts): BenchSite {
  const { prices: p, hours: h } = f;
  const tel = phoneLink('44');
  const gbp = (amount: string) => `£${amount}`;
  // Six hours at the hourly rate against the day rate: what a visitor would have to work out.
  const daySaving = String(6 * Number(p.hourly) - Number(p.day));
  const menu = `<a href="/artists">Artists</a><a href="/pricing">Pricing &amp; booking</a><a href="/aftercare">Aftercare</a><a href="/faq">FAQ</a><a href="/visit">Visit</a>`;

  const layout = (title: string, sections: string[], head = '') => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — ${f.studio}</title><meta name="description" content="Custom tattoos in Manchester's ${f.area}: fine line, Japanese, blackwork, cover-ups. Book a free consultation."><link rel="stylesheet" href="https://static1.squarespace.example/static/versioned-site-css/site.css">${head}</head>
<body id="collection-${slugOf(title)}" class="header--menu-open-false tweak-global-animations-enabled">
<div class="sqs-cookie-banner-v2" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text"><p>We use cookies to understand how you use our site and to improve your experience. By continuing to use our site, you accept our use of cookies.</p></div><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div>
<header id="header" class="header theme-col--primary"><div class="header-display-desktop"><div class="header-title-logo"><a href="/"><img src="https://images.squarespace-cdn.example/content/${slugOf(f.studio)}-logo.png" alt="${f.studio}"></a></div><nav class="header-nav-list"><div class="header-nav-item">${menu}</div></nav><a class="btn btn--border" href="/pricing">Book now</a></div>
<div class="header-menu header-menu--folder-list" data-section-theme="dark"><div class="header-menu-nav-wrapper"><nav class="header-menu-nav-list"><div class="container header-menu-nav-item">${menu}</div></nav></div></div></header>
<main id="page" class="container" role="main"><article class="sections" data-page-sections>${sections
    .map(
      (section, i) =>
        `<section data-test="page-section" data-section-id="${slugOf(title)}-${i}" class="page-section layout-engine-section"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${section}</div></div></div></div></div></section>`,
    )
    .join('\n')}</article></main>
<footer class="sections" id="footer-sections"><section class="page-section"><div class="content"><p>${f.studio} · ${f.street}, ${f.city} ${f.postcode}</p><p><a href="tel:${tel(f.phone)}">${f.phone}</a> · <a href="mailto:${f.email}">${f.email}</a> · Instagram ${f.instagram}</p><p>© ${f.studio} 2026</p></div></section></footer>
</body></html>`;

  const html = (inner: string) =>
    `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content" data-sqsp-text-block-content>${inner}</div></div></div>`;
  const artist = (name: string, style: string, bio: string) =>
    `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><figure class="design-layout-card"><img data-src="https://images.squarespace-cdn.example/content/${slugOf(name)}.jpg" alt="${name}"><figcaption class="image-card-wrapper"><div class="image-title-wrapper"><h2 class="image-title">${name}</h2></div><div class="image-subtitle-wrapper"><div class="image-subtitle"><p><strong>${style}</strong></p><p>${bio}</p></div></div></figcaption></figure></div>`;
  const accordion = (items: [string, string][]) =>
    `<div class="sqs-block accordion-block" data-block-type="69"><ul class="accordion-items-container" data-should-allow-multiple-open-items="false">${items
      .map(
        ([q, a], i) =>
          `<li class="accordion-item"><h4 class="accordion-item__title-wrapper" role="heading"><button class="accordion-item__click-target" aria-expanded="false" aria-controls="dropdown-${i}"><span class="accordion-item__title">${q}</span><div class="accordion-icon-container"></div></button></h4><div class="accordion-item__dropdown" role="region" id="dropdown-${i}"><div class="accordion-item__description"><p>${a}</p></div></div></li>`,
      )
      .join('')}</ul></div>`;

  return {
    name: 'tattoo studio (en)',
    pages: {
      '/': layout(
        'Home',
        [
          html(
            `<h1>Custom tattoos in the heart of the ${f.area}</h1><p>Five artists, one private first-floor studio, no walk-in queue. Founded by ${f.founder} in ${f.founded}.</p><p><a class="sqs-block-button-element" href="/pricing">Book a consultation</a></p>`,
          ),
          html(
            `<h2>News</h2><h3>Charity flash day – ${f.charity.weekday} ${f.charity.day} ${f.charity.month} ${f.charity.year}</h3><p>A sheet of winter flash by all five of us, ${gbp(p.charityFlash)} each, first come first served from ${h.open}. Every penny goes to ${f.charity.cause}.</p><h3>Guest spot: ${f.guest.name}</h3><p>${f.guest.name} flies in from ${f.guest.from} for three days only, ${f.guest.days}. Irezumi and traditional Japanese; books open by email.</p><h3>Friday the 13th flash day – ${f.past.day} ${f.past.month} ${f.past.year}</h3><p>Thanks to everyone who queued in the rain! 61 tattoos in one day.</p>`,
          ),
        ],
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'TattooParlor',
          name: f.studio,
          telephone: tel(f.phone),
          email: f.email,
          foundingDate: f.founded,
          address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.city, postalCode: f.postcode, addressCountry: 'GB' },
        }),
      ),
      '/artists': layout('Artists', [
        html('<h1>Artists</h1><p>Every artist books their own diary. Tell us the style you are after and we will pair you up.</p>'),
        artist(f.fineLine.name, 'Fine line · botanical · micro', `${f.fineLine.first} does delicate single-needle work: flowers, script and small pieces that heal crisp.`),
        artist(f.japanese.name, 'Japanese traditional', `${f.japanese.first} has spent ten years on koi, dragons and full sleeves and back pieces in the Japanese tradition.`),
        artist(f.blackwork.name, 'Blackwork · dotwork', `${f.blackwork.first} works in bold black, geometry and dotwork mandalas. ${f.blackwork.first} also speaks ${f.blackwork.language}.`),
        artist(f.coverUp.name, 'Cover-ups · colour realism', `${f.coverUp.first} is our go-to for covering or reworking old tattoos, and for colour portraits of people and pets.`),
        artist(f.apprentice.name, 'Apprentice', `${f.apprentice.first} is in the second year of an apprenticeship and tattoos designs from the flash wall, from ${gbp(p.apprenticeFrom)}.`),
      ]),
      '/pricing': layout('Pricing & booking', [
        html(`<h1>Pricing &amp; booking</h1><p>Every tattoo is priced by the artist after a consultation. As a guide:</p>
<ul><li>Minimum charge: ${gbp(p.minimum)}</li><li>Hourly rate: ${gbp(p.hourly)}</li><li>Day sitting (up to 6 hours in the chair): ${gbp(p.day)}</li><li>Apprentice flash: from ${gbp(p.apprenticeFrom)}</li></ul>`),
        html(
          `<h2>Booking</h2><p>Consultations are free and last ${f.consultMinutes} minutes; we hold them on ${f.consultDay}, in person or by video. To book your tattoo we take a ${gbp(f.deposit)} deposit by card online, which comes off the price on the day.</p><p>We are a card-only studio: we take debit and credit cards, Apple Pay and Google Pay, but no cash.</p>`,
        ),
      ]),
      '/aftercare': layout('Aftercare', [
        html(`<h1>Aftercare</h1><ol><li>Leave the second-skin film on for 3 to 5 days, then peel it off in a warm shower.</li><li>Wash twice a day with unscented soap and pat dry with kitchen roll.</li><li>Apply a thin layer of balm. We sell our own vegan aftercare balm at the front desk, ${gbp(p.balm)} a tin.</li><li>No swimming, baths, saunas or sunbeds for 4 weeks.</li></ol>
<p>Touch-ups are free within ${f.touchUpMonths} months of your tattoo, if you followed the aftercare.</p>`),
      ]),
      '/faq': layout('FAQ', [
        html('<h1>FAQ</h1>'),
        accordion([
          ['How old do I have to be?', 'You must be 18 or over and bring photo ID, no exceptions – not even with a parent’s consent.'],
          [
            'Can I move my appointment?',
            `Yes, once, if you tell us at least ${f.rescheduleHours} hours before. With less notice, or if you do not turn up, your deposit is lost and you need a new one to rebook.`,
          ],
          ['Can I bring a friend?', 'One friend is welcome to sit with you. The studio is not suitable for children.'],
          ['Does it hurt?', 'Some. Eat a proper meal beforehand and bring a drink; we have sweets for the rest.'],
        ]),
      ]),
      '/visit': layout('Visit', [
        html(`<h1>Visit us</h1><p>${f.street}, ${f.city} ${f.postcode}. The door is between the record shop and the café; ring the bell marked ${f.studio}. We are up one flight of stairs and there is no lift.</p>
<p>By tram: ${f.tram} stop is a 5-minute walk. By car: ${f.carPark} is the closest car park.</p>`),
        html(`<h2>Opening hours</h2><p>Monday: closed<br>Tuesday – Wednesday: ${h.open}–${h.close}<br>Thursday: ${h.open}–${h.lateThu}<br>Friday – Saturday: ${h.open}–${h.close}<br>Sunday: ${h.sunFrom}–${h.sunTo} (walk-ins for flash only)</p>
<p>Phone <a href="tel:${tel(f.phone)}">${f.phone}</a> or DM us on Instagram ${f.instagram}.</p>`),
      ]),
    },
    questions: [
      { kind: 'price', ask: "What do you charge per hour? I'm planning a half sleeve", expect: [p.hourly] },
      { kind: 'price', ask: 'I only want a tiny heart on my wrist, like 2cm. Whats the least it would cost me?', expect: [p.minimum], reject: [gbp(p.day)] },
      { kind: 'comparison', ask: 'Is a full day session cheaper than paying 6 hours at the hourly rate? By how much?', expect: [p.day, daySaving] },
      { kind: 'price', ask: "I'm a student and skint – is there a cheaper way to get tattooed by you?", expect: [p.apprenticeFrom, f.apprentice.first] },
      { kind: 'person', ask: 'Who does fine line botanical stuff? I want a small flower on my ankle', expect: [f.fineLine.first], reject: [f.japanese.first] },
      { kind: 'person', ask: "I've got an old tribal armband from 2004 that I hate. Who's good at covering that kind of thing?", expect: [f.coverUp.first] },
      { kind: 'language', ask: `My mum mostly speaks ${f.blackwork.language} and wants a tattoo for her 60th – is there anyone she could talk to in her language?`, expect: [f.blackwork.first] },
      { kind: 'person', ask: 'who would do a japanese style koi sleeve', expect: [f.japanese.first] },
      { kind: 'follow-up', ask: 'and how much do I pay up front to book with him?', after: ['who would do a japanese style koi sleeve'], expect: [f.deposit] },
      { kind: 'policy', ask: "I'm 17 but my dad will come with me and sign a consent form, is that OK?", expect: ['18'] },
      { kind: 'policy', ask: 'Something came up – if I move my appointment the day before, do I keep my deposit?', expect: [`${f.rescheduleHours} hours`] },
      { kind: 'policy', ask: 'Can I bring cash to pay on the day?', expect: ['card'] },
      { kind: 'policy', ask: 'If a bit of it fades after healing, do touch ups cost extra?', expect: [`${f.touchUpMonths} months`] },
      { kind: 'hours', ask: 'Can I come in after work on Thursday around 7.30pm to talk about a design?', expect: [h.lateThu] },
      { kind: 'hours', ask: 'r u open mondays', expect: ['closed'] },
      { kind: 'hours', ask: "Do you take walk-ins? I'm only in town on Sunday", expect: [h.sunFrom] },
      { kind: 'faq', ask: "I've no idea what I want yet. Can I come in for a chat first, and what day?", expect: [f.consultDay.replace(/s$/, '')] },
      { kind: 'product', ask: 'What should I put on it while it heals? Do you sell anything?', expect: [p.balm] },
      { kind: 'faq', ask: "I'm going to Tenerife two weeks after my appointment – can I go in the pool?", expect: ['4 weeks'] },
      { kind: 'event', ask: "I'd love something by a Japanese artist. Is anyone visiting soon, and when?", expect: [f.guest.name, 'January'] },
      { kind: 'event', ask: 'Anything on before Christmas? A friend mentioned a flash day', expect: [`${f.charity.day} ${f.charity.month}`, p.charityFlash] },
      { kind: 'contact', ask: 'whats ur phone number', expect: [f.phone] },
      { kind: 'location', ask: "I'm getting the tram in from Altrincham – which stop is closest to you?", expect: [f.tram] },
      { kind: 'location', ask: 'Where can I park near the studio?', expect: [f.carPark] },
      { kind: 'location', ask: "I'm on crutches for a few weeks – can I get up to the studio easily?", expect: ['no lift'] },
      ...unanswerable(
        'Do you do piercings as well?',
        'Do you do laser tattoo removal?',
        'Can I bring my dog to my appointment?',
        'Do you sell gift vouchers?',
        'Is there wifi? I want to work on my laptop during a long session',
      ),
    ],
  };
}
