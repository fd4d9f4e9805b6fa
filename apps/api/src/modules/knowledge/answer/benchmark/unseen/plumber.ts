import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import type facts from './plumber.facts.json';
import { intlPhone, jsonLd } from './markup';

/**
 * Unseen: an English (UK) plumbing and heating company on a Wix-like builder (generated class
 * names, a sticky emergency banner, a cookie bar). The service area is a list of towns and postcode
 * districts with an outer zone that costs a travel supplement; the prices are a two-column table
 * (weekday and out-of-hours rates, fixed-price jobs); the emergency line differs from the office
 * phone; guarantees, Gas Safe number and brands are on /about-us/; the team gives each engineer's
 * specialty and languages; the FAQ is headings and paragraphs; LocalBusiness JSON-LD on the home page.
 *
 * The facts the pages are written from, as written and mutated, are data in plumber.facts.json.
 * `heatPump` does heat pumps and underfloor heating, `polish` speaks Polish and does bathrooms and
 * leaks, `office` runs bookings; the office is closed on Sundays, the emergency line is 24/7.
 */
export type PlumberFacts = typeof facts.original;

const tel = (phone: string) => intlPhone('44', phone);

export function plumber(f: PlumberFacts): BenchSite {
  const p = f.prices;
  const h = f.hours;
  const gbp = (amount: string) => `£${amount}`;
  const list = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${f.company}</title><meta name="description" content="Gas Safe registered plumbers and heating engineers in ${f.town}. Boiler servicing, repairs, bathrooms and 24/7 emergency call-outs.">${head}</head>
<body><div id="SITE_CONTAINER"><div class="comp-kx81 sticky-banner" data-testid="banner"><p class="font_8">🚨 Burst pipe or no heating? Our 24/7 emergency line: <a href="tel:${tel(f.emergencyPhone)}">${f.emergencyPhone}</a></p></div>
<div class="comp-cookie" role="region" aria-label="Cookie banner"><p>This website uses cookies. By continuing to browse you agree to our use of cookies. <a href="/privacy/">Learn more</a></p><button>OK</button></div>
<header id="SITE_HEADER" class="comp-hdr"><div class="comp-logo"><a href="/"><img src="https://static.wixstatic.example/media/kv-logo.png" alt="${f.company} logo"></a></div>
<nav id="comp-menu" aria-label="Site"><ul><li><a href="/" data-testid="linkElement">Home</a></li><li><a href="/services/">Services</a></li><li><a href="/prices/">Prices</a></li><li><a href="/boiler-servicing/">Boiler Servicing</a></li><li><a href="/emergency-plumber/">Emergencies</a></li><li><a href="/areas-we-cover/">Areas</a></li><li><a href="/about-us/">About</a></li><li><a href="/faqs/">FAQs</a></li><li><a href="/contact/">Contact</a></li></ul></nav></header>
<main id="PAGES_CONTAINER"><div class="comp-section">${main}</div></main>
<footer id="SITE_FOOTER"><div class="comp-ftr"><p class="font_9">${f.company} Ltd · ${f.street}, ${f.town} ${f.postcode}</p><p class="font_9">Office: <a href="tel:${tel(f.phone)}">${f.phone}</a> · Emergencies 24/7: <a href="tel:${tel(f.emergencyPhone)}">${f.emergencyPhone}</a> · <a href="mailto:${f.email}">${f.email}</a></p><p class="font_9">Gas Safe Register no. ${f.gasSafe} · Registered in England &amp; Wales · <a href="/privacy/">Privacy</a> · <a href="/terms/">Terms</a></p></div></footer>
</div></body></html>`;

  const row = (job: string, weekday: string, notes = '') => `<tr><td>${job}</td><td>${weekday}</td><td>${notes}</td></tr>`;
  const person = (name: string, role: string, bio: string) =>
    `<div class="comp-team-card"><img src="https://static.wixstatic.example/media/team-${name.split(' ')[0]!.toLowerCase()}.jpg" alt=""><h3 class="font_4">${name}</h3><p class="font_7"><span style="font-weight:bold">${role}</span></p><p class="font_8">${bio}</p></div>`;
  const qa = (q: string, a: string) => `<div class="comp-faq"><h3 class="font_5">${q}</h3><p class="font_8">${a}</p></div>`;

  return {
    name: 'plumber (en)',
    pages: {
      '/': layout(
        'Plumbers & Heating Engineers in Reading',
        `<h1 class="font_0">Local plumbing &amp; heating you can rely on</h1>
<p class="font_7">Family-run since ${f.founded}. Boilers, radiators, leaks, bathrooms and heat pumps across ${f.town} and the surrounding villages.</p>
<ul class="font_8"><li>✔ Gas Safe registered</li><li>✔ Fixed call-out fee, no hidden extras</li><li>✔ ${f.workmanshipMonths}-month guarantee on all our work</li></ul>
<p><a class="comp-btn" href="/contact/">Book an engineer</a> <a class="comp-btn" href="/prices/">See our prices</a></p>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Plumber',
          name: f.company,
          telephone: tel(f.phone),
          email: f.email,
          foundingDate: f.founded,
          address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, postalCode: f.postcode, addressCountry: 'GB' },
          areaServed: [f.town, ...f.areas.core, ...f.areas.outer],
          openingHoursSpecification: [
            { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: h.open, closes: h.close },
            { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: h.satOpen, closes: h.satClose },
          ],
        }),
      ),
      '/services/': layout(
        'Services',
        `<h1 class="font_0">What we do</h1>
<h2 class="font_3">Heating</h2><p class="font_8">Boiler repairs and servicing, new boiler installations, radiators, thermostats and smart controls, powerflushing, underfloor heating and air source heat pumps.</p>
<h2 class="font_3">Plumbing</h2><p class="font_8">Leaks, dripping taps, toilets and cisterns, outside taps, water softeners and full bathroom refits.</p>
<h2 class="font_3">Landlords</h2><p class="font_8">Annual gas safety certificates (CP12) and boiler servicing for rental properties, with reminders when the next one is due.</p>
<p class="font_8">All installations come with a free, no-obligation quote after a survey.</p>`,
      ),
      '/prices/': layout(
        'Prices',
        `<h1 class="font_0">Our prices</h1><p class="font_8">All prices include VAT. Parts are charged at cost and we always agree them with you before we fit them.</p>
<table class="comp-table"><thead><tr><th>Job</th><th>Price</th><th>Notes</th></tr></thead><tbody>
${row('Call-out fee (Mon–Fri 8am–6pm)', gbp(p.callout), `Includes the first ${f.calloutMinutes} minutes of labour`)}
${row('Labour, per hour after that', gbp(p.hourly), 'Charged in 15-minute blocks')}
${row('Evenings, weekends and bank holidays, per hour', gbp(p.outOfHours), '')}
${row('Emergency call-out (out of hours)', gbp(p.emergencyCallout), 'Includes the first hour')}
${row('Annual boiler service', gbp(p.boilerService), 'Gas boilers, any make')}
${row('Landlord gas safety certificate (CP12)', gbp(p.landlordCert), 'One boiler and up to 3 gas appliances')}
${row('Boiler service + gas safety certificate together', gbp(p.serviceAndCert), 'Same visit')}
${row('Powerflush (up to 10 radiators)', gbp(p.powerflush), 'Includes inhibitor and magnetic filter clean')}
${row(`Travel supplement: ${list(f.areas.outer)}`, gbp(p.travel), 'Per visit')}
</tbody></table>`,
      ),
      '/boiler-servicing/': layout(
        'Boiler Servicing',
        `<h1 class="font_0">Boiler servicing</h1><p class="font_8">An annual service keeps your boiler safe, efficient and within its manufacturer's warranty. A standard service takes about ${f.serviceMinutes} minutes and costs ${gbp(p.boilerService)}.</p>
<h2 class="font_3">What we check</h2><ul class="font_8"><li>Flue gas analysis and combustion</li><li>Gas pressure and flow rate</li><li>Seals, flue and ventilation</li><li>Condensate pipe and trap</li><li>Controls and safety devices</li></ul>
<p class="font_8">You get a written service record the same day by email.</p>`,
      ),
      '/emergency-plumber/': layout(
        'Emergency Plumber',
        `<h1 class="font_0">24/7 emergency plumber</h1><p class="font_8">Burst pipe, water coming through the ceiling, no heating in winter? Call our emergency line any time, day or night: <strong>${f.emergencyPhone}</strong>. Please don't use the office number or email for emergencies outside office hours.</p>
<p class="font_8">Within our main area we aim to have an engineer with you within ${f.responseHours} hours.</p>
<h2 class="font_3">While you wait</h2><ol class="font_8"><li>Turn off the water at the stopcock (usually under the kitchen sink).</li><li>Switch off the electrics if water is near sockets or lights.</li><li>Open taps to drain the system.</li></ol>`,
      ),
      '/areas-we-cover/': layout(
        'Areas We Cover',
        `<h1 class="font_0">Areas we cover</h1><p class="font_8">Our main area is ${f.town} and ${list(f.areas.core)} (postcodes ${f.areas.coreCodes}) – no travel charge.</p>
<p class="font_8">We also cover ${list(f.areas.outer)}, with a travel supplement of ${gbp(p.travel)} per visit.</p>
<p class="font_8">Not sure? Call the office with your postcode.</p>`,
      ),
      '/about-us/': layout(
        'About Us',
        `<h1 class="font_0">About ${f.short}</h1><p class="font_8">${f.founder.name} founded the company in ${f.founded} after twelve years as a heating engineer for British Gas. Today we are a team of six.</p>
<h2 class="font_3">Accreditations &amp; guarantees</h2><ul class="font_8"><li>Gas Safe Register number ${f.gasSafe}</li><li>WaterSafe approved plumbers</li><li>Accredited installers for ${list(f.brands)}: new boilers come with up to ${f.boilerWarrantyYears} years' manufacturer warranty</li><li>All our workmanship is guaranteed for ${f.workmanshipMonths} months</li></ul>
<h2 class="font_3">Meet the team</h2><div class="comp-team">
${person(f.founder.name, 'Founder & Gas Safe engineer', `${f.founder.first} still does most of our boiler installations and diagnoses the tricky faults.`)}
${person(f.heatPump.name, 'Renewables engineer (MCS)', `${f.heatPump.first} designs and fits air source heat pumps and underfloor heating, and can tell you which grants apply.`)}
${person(f.polish.name, 'Plumber', `${f.polish.first} looks after bathroom refits, leak detection and everything with water. He speaks English and Polish.`)}
${person(f.office.name, 'Office manager', `${f.office.first} answers the phone, books your visit and sends the invoices.`)}
</div>`,
      ),
      '/faqs/': layout(
        'FAQs',
        `<h1 class="font_0">Frequently asked questions</h1>
${qa('How do I pay?', 'Payment is due when the job is finished, by card (our engineers carry a card reader) or by bank transfer. We no longer accept cheques.')}
${qa('Do you charge for quotes?', 'Quotes for installations and bathrooms are free. For repairs we charge the call-out fee, because most jobs are fixed on the first visit.')}
${qa('Do you clean up after yourselves?', 'Always: dust sheets down, shoe covers on, and we take the old parts away.')}
${qa('Can I get a reminder when my service is due?', 'Yes – we send a text and an email a month before.')}`,
      ),
      '/contact/': layout(
        'Contact',
        `<h1 class="font_0">Contact us</h1><p class="font_8">Office: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a> – photos of the problem help us bring the right parts.<br>Address: ${f.street}, ${f.town} ${f.postcode} (trade counter, no showroom)</p>
<h2 class="font_3">Office hours</h2><table class="comp-table"><tbody><tr><td>Monday – Friday</td><td>${h.open} – ${h.close}</td></tr><tr><td>Saturday</td><td>${h.satOpen} – ${h.satClose}</td></tr><tr><td>Sunday</td><td>Closed (emergency line only)</td></tr></tbody></table>
<p class="font_8">Emergencies: ${f.emergencyPhone}, 24 hours a day, 7 days a week.</p>`,
      ),
    },
    questions: [
      { kind: 'location', ask: `I'm in ${f.areas.outer[0]} – do you come out that far and does it cost extra?`, expect: [p.travel] },
      { kind: 'location', ask: 'which areas do you cover?', expect: [f.areas.core[0]!, f.areas.core[2]!] },
      { kind: 'price', ask: 'How much is your call out charge?', expect: [p.callout], reject: [p.emergencyCallout] },
      { kind: 'price', ask: 'What do you charge per hour?', expect: [p.hourly], reject: [p.outOfHours] },
      { kind: 'price', ask: `My boiler is due its yearly check – how much for a service? It's a ${f.brands[0]} combi.`, expect: [p.boilerService] },
      {
        kind: 'comparison',
        ask: "I'm a landlord. Is it cheaper to book the boiler service and the gas safety certificate together or separately?",
        expect: [p.serviceAndCert, p.landlordCert],
      },
      { kind: 'contact', ask: 'Water is pouring through my kitchen ceiling right now, what number do I call??', expect: [f.emergencyPhone] },
      { kind: 'hours', ask: 'Can I ring the office on Saturday at 1pm?', expect: [h.satClose] },
      { kind: 'policy', ask: 'If something goes wrong after you fix it, am I covered?', expect: [`${f.workmanshipMonths} months`] },
      { kind: 'faq', ask: "Are you Gas Safe registered? What's your number, I want to check it on the register.", expect: [f.gasSafe] },
      { kind: 'policy', ask: 'Can I pay by cheque?', expect: ['bank transfer'] },
      { kind: 'person', ask: "I'm thinking about getting a heat pump – who on your team knows about those?", expect: [f.heatPump.first] },
      { kind: 'language', ask: 'My gran only speaks Polish, is there anyone who could talk to her?', expect: [f.polish.first] },
      { kind: 'person', ask: `who started ${f.short}?`, expect: [f.founder.name] },
      { kind: 'follow-up', ask: 'what year was that?', after: [`who started ${f.short}?`], expect: [f.founded] },
      { kind: 'faq', ask: 'how fast can you get someone here in an emergency?', expect: [`${f.responseHours} hours`] },
      { kind: 'price', ask: 'how much per hour if you come out on a Sunday?', expect: [p.outOfHours], reject: [p.hourly] },
      { kind: 'location', ask: "What's your address? I want to drop off the signed quote and need it for the satnav", expect: [f.street, f.postcode] },
      { kind: 'price', ask: 'how much is a power flush? radiators are cold at the bottom', expect: [p.powerflush] },
      { kind: 'policy', ask: 'if you fit a new boiler how long is the warrenty', expect: [`${f.boilerWarrantyYears} years`] },
      { kind: 'faq', ask: 'how long does a boiler service take? I need to know how long to take off work', expect: [`${f.serviceMinutes} minutes`] },
      { kind: 'contact', ask: "what's your email? I'd rather send photos of the leak", expect: [f.email] },
      { kind: 'faq', ask: 'Does the call-out fee include any labour time?', expect: [`${f.calloutMinutes} minutes`] },
      { kind: 'faq', ask: 'Which boiler brands do you install?', expect: f.brands },
      {
        kind: 'comparison',
        ask: "What's the difference in price between a normal call-out and an emergency call-out at night?",
        expect: [p.callout, p.emergencyCallout],
      },
      ...unanswerable(
        'Do you install air conditioning?',
        'Do you give a discount to pensioners?',
        'Do you cover Basingstoke?',
        'Can you do electrical work like rewiring a kitchen?',
        'Do you fit solar panels?',
      ),
    ],
  };
}
