import type { BenchSite } from '../types';
import facts from './vet-clinic.facts.json' with { type: 'json' };

/**
 * Fresh: an English (UK) veterinary clinic. Prices are a matrix table (treatment rows, Dog / Cat /
 * Rabbit columns, "from" prices, a colspan row) beside a plain consultations table; services and
 * the health plans are also schema.org JSON-LD (Service with Offer on /services/, Product with
 * monthly Offers on /health-plan/); opening hours are a day-by-day table on the contact page with
 * two late evenings; the clinic's address, phone, email and the out-of-hours partner's phone are
 * in the footer of every page; the FAQ is a <dl>; the team page gives each vet's special interests
 * and languages; events to come and past news are both on /news/, with <time> dates.
 *
 * The facts the pages are written from, as written and mutated, are data in vet-clinic.facts.json.
 * `ortho` does orthopaedic surgery, `exotics` sees rabbits, small mammals, reptiles and birds,
 * `cats` does feline medicine and dentistry and speaks `cats.language`; late evenings are Tuesday
 * and Thursday.
 */
export type VetClinicFacts = typeof facts.original;
export const VET_CLINIC: VetClinicFacts = facts.original;
export const VET_CLINIC_MUTATED: VetClinicFacts = facts.mutated;

const tel = (phone: string) => `+44${phone.replace(/\s/g, '').replace(/^0/, '')}`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

export function vetClinic(f: VetClinicFacts): BenchSite {
  const p = f.prices;
  const h = f.hours;

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${f.clinic}, ${f.town}</title><meta name="description" content="Independent family-run vets in ${f.town}, caring for dogs, cats, rabbits and exotic pets across ${f.area}."><link rel="stylesheet" href="/wp-content/themes/hollow/style.css?ver=3.2">${head}</head>
<body class="page">
<div class="cookie-bar" id="cookie-bar"><p>We use cookies to give you the best experience on our website. Some are essential; others help us understand how visitors use the site. <a href="/privacy-policy/">Privacy &amp; cookie policy</a></p><button class="cookie-accept">Accept all</button><button class="cookie-reject">Reject non-essential</button></div>
<div class="topbar"><span>Out of hours emergency? Call ${f.emergency.name} on <a href="tel:${tel(f.emergency.phone)}">${f.emergency.phone}</a></span><span><a href="/register/">Register your pet</a></span></div>
<header class="site-header"><a class="site-logo" href="/"><img src="/wp-content/uploads/logo.png" alt="${f.clinic}" width="220" height="60"></a>
<nav class="primary-menu" aria-label="Main menu"><ul><li><a href="/">Home</a></li><li><a href="/services/">Services</a></li><li><a href="/prices/">Prices</a></li><li><a href="/health-plan/">Pet Health Club</a></li><li><a href="/our-team/">Our Team</a></li><li><a href="/news/">News &amp; Events</a></li><li><a href="/faqs/">FAQs</a></li><li><a href="/contact/">Contact</a></li></ul></nav>
<a class="header-cta" href="tel:${tel(f.phone)}">Call us</a></header>
<main id="primary" class="site-main">${main}</main>
<footer class="site-footer"><div class="footer-widgets">
<section class="widget"><h3>${f.clinic}</h3><address>${f.street}<br>${f.town}<br>${f.postcode}</address><p>Tel: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a></p></section>
<section class="widget"><h3>Emergencies</h3><p>Outside our opening hours, our emergency cover is provided by ${f.emergency.name} in ${f.emergency.place}. Call <a href="tel:${tel(f.emergency.phone)}">${f.emergency.phone}</a> before setting off.</p></section>
<section class="widget"><h3>Quick links</h3><ul><li><a href="/contact/">Opening hours</a></li><li><a href="/register/">Register your pet</a></li><li><a href="/privacy-policy/">Privacy policy</a></li><li><a href="/complaints/">Complaints procedure</a></li></ul></section></div>
<div class="site-info">© 2026 ${f.clinic} Ltd. RCVS registered veterinary practice premises. Registered in England.</div></footer>
</body></html>`;

  const priceRow = (treatment: string, ...cells: string[]) => `<tr><th scope="row">${treatment}</th>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const gbp = (amount: string) => `£${amount}`;

  const member = (name: string, role: string, bio: string, interests: string, languages: string) =>
    `<article class="team-member"><img src="/wp-content/uploads/team/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg" alt="${name}" loading="lazy"><h2>${name}</h2><p class="role">${role}</p><p>${bio}</p><p><strong>Special interests:</strong> ${interests}</p><p><strong>Languages:</strong> ${languages}</p></article>`;

  const service = (name: string, description: string, price: string) => ({
    '@type': 'Service',
    name,
    description,
    provider: { '@id': '#clinic' },
    areaServed: f.area.replace(/^the /, ''),
    offers: { '@type': 'Offer', price, priceCurrency: 'GBP' },
  });

  return {
    name: 'vet clinic',
    pages: {
      '/': layout(
        'Friendly, independent vets',
        `<section class="hero"><h1>Friendly, independent vets in ${f.town}</h1><p>Caring for the dogs, cats, rabbits and exotic pets of ${f.area} since ${f.founded}.</p><a class="button" href="/register/">Register your pet</a> <a class="button button-outline" href="/contact/">Book an appointment</a></section>
<section class="intro"><h2>Welcome to ${f.short}</h2><p>We're a small, independent practice – not part of a corporate group – with four vets and a team of nurses who know their patients by name. From your puppy's first jabs to gentle care in old age, we're here for every stage of your pet's life.</p>
<p>Our clinic has its own operating theatre, an in-house laboratory for same-day blood results, digital X-ray and ultrasound, so most problems can be diagnosed and treated without leaving ${f.town}.</p></section>
<section class="boxes"><div class="box"><h3>New clients welcome</h3><p>Moving to the area or looking for a new vet? Registration is free and takes five minutes.</p><a href="/register/">Register now</a></div>
<div class="box"><h3>Pet Health Club</h3><p>Spread the cost of your pet's routine care with a simple monthly payment.</p><a href="/health-plan/">Find out more</a></div>
<div class="box"><h3>Emergencies</h3><p>During opening hours, call us and we'll see your pet as soon as possible. Out of hours, call ${f.emergency.name} on ${f.emergency.phone}.</p></div></section>
<section class="latest"><h2>Coming up</h2><p><time datetime="${f.event1.year}-${f.event1.monthNum}-${f.event1.day.padStart(2, '0')}">${f.event1.weekday} ${f.event1.day} ${f.event1.month}</time> – ${f.event1.title}. <a href="/news/">See all news &amp; events</a></p></section>`,
      ),
      '/services/': layout(
        'Our services',
        `<h1>Our services</h1>
<p class="lead">Everything your pet needs under one roof. If you're not sure which appointment to book, just ring reception and we'll point you in the right direction.</p>
<h2>Consultations</h2><p>Our standard consultations last 15 minutes, giving us time to examine your pet properly and talk through the options. Urgent cases are always seen the same day.</p>
<h2>Vaccinations</h2><p>We vaccinate dogs, cats and rabbits. Puppies and kittens need two injections a few weeks apart, followed by a yearly booster with a full health check.</p>
<h2>Neutering</h2><p>We neuter dogs, cats and rabbits. Your pet comes in in the morning and usually goes home the same afternoon, with a free post-op check a few days later.</p>
<h2>Dentistry</h2><p>From scale and polish to extractions under general anaesthetic, with dental X-rays so we can see what's happening below the gum line.</p>
<h2>Surgery</h2><p>Soft-tissue and orthopaedic surgery in our own theatre, with a nurse dedicated to monitoring every anaesthetic.</p>
<h2>Exotic pets</h2><p>Rabbits, guinea pigs, ferrets, reptiles and birds are seen by a vet with a special interest in exotic species – see <a href="/our-team/">our team</a>.</p>
<h2>Nurse clinics</h2><p>Nail clips, weight checks, post-operative checks and puppy advice with one of our registered veterinary nurses.</p>
<h2>Microchipping</h2><p>Quick, done in a normal appointment, and registered on a national database straight away.</p>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'VeterinaryCare',
              '@id': '#clinic',
              name: f.clinic,
              telephone: f.phone,
              email: f.email,
              address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.town, postalCode: f.postcode, addressCountry: 'GB' },
            },
            service('Standard consultation', '15-minute consultation with a vet', p.consult),
            service('Annual booster vaccination (dog)', 'Yearly booster with a full health check', p.dogBooster),
            service('Annual booster vaccination (cat)', 'Yearly booster with a full health check', p.catBooster),
            service('Annual vaccination (rabbit)', 'Combined myxomatosis and RHD vaccination', p.rabbitBooster),
            service('Microchipping', 'Microchip implanted and registered', p.microchip),
            service('Nurse clinic', 'Nail clip, weight check or post-op check with a registered veterinary nurse', p.nurse),
          ],
        }),
      ),
      '/prices/': layout(
        'Prices',
        `<h1>Prices</h1>
<p class="lead">We believe you should know what things cost before you come in. All prices include VAT. For operations we always give you a written estimate first.</p>
<table class="prices"><caption>Consultations</caption><thead><tr><th scope="col">Appointment</th><th scope="col">Price</th></tr></thead><tbody>
${priceRow('Standard consultation (15 minutes)', gbp(p.consult))}
${priceRow(`Re-examination for the same problem within ${f.recheckDays} days`, gbp(p.recheck))}
${priceRow('Nurse clinic (nail clip, weight check, post-op check)', gbp(p.nurse))}
${priceRow(`Out-of-hours consultation at ${f.emergency.name} (charged by ${f.emergency.name})`, gbp(p.outOfHours))}
</tbody></table>
<table class="prices prices-matrix"><caption>Vaccinations, neutering and other treatments</caption><thead><tr><th scope="col">Treatment</th><th scope="col">Dog</th><th scope="col">Cat</th><th scope="col">Rabbit</th></tr></thead><tbody>
${priceRow('Annual booster vaccination incl. health check', gbp(p.dogBooster), gbp(p.catBooster), gbp(p.rabbitBooster))}
${priceRow('Puppy / kitten vaccination (per injection, two needed)', gbp(p.puppyJab), gbp(p.kittenJab), '–')}
${priceRow('Starter Pack: both puppy or kitten vaccinations, microchip and first flea &amp; worm treatment', gbp(p.puppyPack), gbp(p.kittenPack), '–')}
${priceRow('Neutering – female (spay)', `from ${gbp(p.dogSpay)}`, gbp(p.catSpay), gbp(p.rabbitSpay))}
${priceRow('Neutering – male (castration)', `from ${gbp(p.dogCastrate)}`, gbp(p.catCastrate), gbp(p.rabbitCastrate))}
<tr><th scope="row">Microchipping</th><td colspan="3">${gbp(p.microchip)} for any species</td></tr>
<tr><th scope="row">Dental scale &amp; polish under general anaesthetic</th><td colspan="2">from ${gbp(p.dental)}</td><td>on request</td></tr>
</tbody></table>
<p class="small">Dog neutering prices depend on your dog's weight; we'll confirm the exact price when you book.</p>
<h2>Paying your bill</h2>
<p>Payment is due at the end of each consultation or when you collect your pet after treatment. We accept all major debit and credit cards, contactless and cash.</p>
<h2>Pet insurance</h2>
<p>If your pet is insured, we can claim directly from most insurers for treatment costing more than ${gbp(f.claimMin)}, so you only pay your excess. There is an admin fee of ${gbp(f.claimFee)} per direct claim. For smaller bills, please pay on the day and claim the money back from your insurer yourself – we'll complete the vet's section of the claim form free of charge.</p>`,
      ),
      '/health-plan/': layout(
        'Pet Health Club',
        `<h1>Pet Health Club</h1>
<p class="lead">Our Pet Health Club spreads the cost of your pet's routine preventive care into one affordable monthly payment by Direct Debit – and saves you money on everything else.</p>
<table class="plans"><thead><tr><th scope="col">Plan</th><th scope="col">Monthly price</th><th scope="col">What's included</th></tr></thead><tbody>
<tr><th scope="row">Dog plan</th><td>${gbp(f.plans.dog)}</td><td>Annual booster, two health checks a year, flea and worm treatment all year round, nail clips at nurse clinics</td></tr>
<tr><th scope="row">Cat plan</th><td>${gbp(f.plans.cat)}</td><td>Annual booster, two health checks a year, flea and worm treatment all year round</td></tr>
<tr><th scope="row">Rabbit plan</th><td>${gbp(f.plans.rabbit)}</td><td>Annual myxomatosis and RHD vaccination, two health checks a year, nail clips at nurse clinics</td></tr>
</tbody></table>
<h2>Member benefits</h2>
<ul><li>${f.plans.discount} off all other treatment, including surgery, dentistry and medication</li><li>No joining fee and no minimum age</li><li>Cancel at any time after the first 12 months</li></ul>
<p>Ask at reception or <a href="/contact/">get in touch</a> to sign up – all we need is your bank details.</p>`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Pet Health Club',
          brand: { '@type': 'Brand', name: f.short },
          description: "Monthly plan covering your pet's routine preventive care.",
          offers: [
            ['Dog plan', f.plans.dog],
            ['Cat plan', f.plans.cat],
            ['Rabbit plan', f.plans.rabbit],
          ].map(([name, price]) => ({
            '@type': 'Offer',
            name,
            price,
            priceCurrency: 'GBP',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'GBP',
              unitText: 'month',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          })),
        }),
      ),
      '/our-team/': layout(
        'Our team',
        `<h1>Meet the team</h1>
<p class="lead">${f.short} was founded in ${f.founded} by ${f.founder.name}, who started out with one consulting room above a saddler's shop. Our founder has since retired from practice, but still drops in for a cup of tea on Friday mornings. Today the practice is run by the vets and nurses below.</p>
<div class="team">
${member(f.ortho.name, 'Clinical Director', `${f.ortho.name.replace(/^Dr /, '').split(' ')[0]} joined us after six years at a referral hospital and now leads our surgical team.`, 'Orthopaedic surgery (bones and joints, including cruciate ligament repairs) and soft-tissue surgery', 'English')}
${member(f.exotics.name, 'Veterinary Surgeon', `${f.exotics.name.replace(/^Dr /, '').split(' ')[0]} has kept reptiles since childhood and holds a postgraduate certificate in zoological medicine.`, 'Rabbits, guinea pigs and other small mammals, reptiles and birds', 'English')}
${member(f.cats.name, 'Veterinary Surgeon', `${f.cats.name.replace(/^Dr /, '').split(' ')[0]} is our cat advocate, making sure every feline visit is as calm as possible.`, 'Feline medicine and dentistry', `English, ${f.cats.language}`)}
${member(f.nurse.name, 'Head Nurse, RVN', `${f.nurse.first} runs our nurse clinics and the puppy evenings, and is the calm voice you'll hear on the phone if your pet is staying with us overnight.`, 'Nurse clinics, weight management and puppy socialisation', 'English')}
</div>`,
      ),
      '/news/': layout(
        'News & events',
        `<h1>News &amp; events</h1>
<section class="events"><h2>Upcoming events</h2>
<ul class="event-list">
<li><h3>${f.event1.title}</h3><p><time datetime="${f.event1.year}-${f.event1.monthNum}-${f.event1.day.padStart(2, '0')}T${f.event1.from}">${f.event1.weekday} ${f.event1.day} ${f.event1.month} ${f.event1.year}, ${f.event1.from}</time> at the clinic</p><p>Puppies under 16 weeks can meet other puppies and people in a safe, relaxed setting, while ${f.nurse.first} answers your questions about training, feeding and insurance. ${gbp(f.event1.price)} per puppy; places are limited, so please book at reception.</p></li>
<li><h3>${f.event2.title}</h3><p><time datetime="${f.event2.year}-${f.event2.monthNum}-${f.event2.day.padStart(2, '0')}">${f.event2.weekday} ${f.event2.day} ${f.event2.month} ${f.event2.year}, ${f.event2.from}–${f.event2.to}</time></p><p>Free drop-in health checks and diet advice for rabbits and guinea pigs with ${f.exotics.name}. No need to book.</p></li>
</ul></section>
<section class="news"><h2>Latest news</h2>
<article><h3>We're now a ${f.catFriendly} Cat Friendly Clinic</h3><p class="meta"><time datetime="2026-10-05">5 October 2026</time></p><p>We're proud to have been awarded ${f.catFriendly} Cat Friendly Clinic status by the International Society of Feline Medicine.</p></article>
<article><h3>New ultrasound scanner</h3><p class="meta"><time datetime="2026-09-01">1 September 2026</time></p><p>Thanks to our new scanner we can now look at hearts and abdomens in much more detail, without referring your pet elsewhere.</p></article>
<article><h3>Welcome, ${f.exotics.name}</h3><p class="meta"><time datetime="2026-07-15">15 July 2026</time></p><p>We're delighted to welcome ${f.exotics.name} to the team, who brings a special interest in exotic pets.</p></article></section>`,
      ),
      '/faqs/': layout(
        'Frequently asked questions',
        `<h1>Frequently asked questions</h1>
<dl class="faq">
<dt>Do I need an appointment?</dt><dd>Yes, all consultations are by appointment, but we keep slots free every day for urgent cases. If your pet is unwell, call us first thing and we'll see them the same day.</dd>
<dt>What should I do in an emergency?</dt><dd>During opening hours, call us on ${f.phone} and come straight in. When we're closed, call ${f.emergency.name} in ${f.emergency.place} on ${f.emergency.phone}. Please always phone before setting off, so the team can get ready for you.</dd>
<dt>How do I prepare my pet for an operation?</dt><dd>Dogs and cats should have no food after ${f.fasting} the evening before; water is fine until you leave home. Rabbits and guinea pigs should not be starved – bring some of their usual food with you. Please drop your pet off between ${h.open} and ${f.dropOff}.</dd>
<dt>Is the clinic cat friendly?</dt><dd>Yes. We're an ISFM ${f.catFriendly} Cat Friendly Clinic, with a separate cat waiting room and a consulting room used only for cats.</dd>
<dt>Can you claim directly from my pet insurance?</dt><dd>Yes, for bills over ${gbp(f.claimMin)}. For smaller amounts please pay on the day and claim the money back yourself. See <a href="/prices/">Prices</a> for details.</dd>
<dt>Where can I park?</dt><dd>We have a free car park with ${f.parkingSpaces} spaces behind the clinic, including two wider bays close to the door.</dd>
<dt>Do you see exotic pets?</dt><dd>Yes – rabbits, guinea pigs, ferrets, reptiles and birds. Ask for an appointment with ${f.exotics.name}.</dd>
</dl>`,
      ),
      '/contact/': layout(
        'Contact us',
        `<h1>Contact us &amp; opening hours</h1>
<div class="columns"><div class="column"><h2>Find us</h2><address>${f.clinic}<br>${f.street}<br>${f.town}<br>${f.postcode}</address>
<p>Phone: <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Email: <a href="mailto:${f.email}">${f.email}</a></p>
<p>Free parking for clients behind the building. Please keep dogs on a lead and cats in a carrier when you arrive.</p></div>
<div class="column"><h2>Opening hours</h2><table class="opening-hours"><tbody>
<tr><th scope="row">Monday</th><td>${h.open} – ${h.close}</td></tr>
<tr><th scope="row">Tuesday</th><td>${h.open} – ${h.lateClose}</td></tr>
<tr><th scope="row">Wednesday</th><td>${h.open} – ${h.close}</td></tr>
<tr><th scope="row">Thursday</th><td>${h.open} – ${h.lateClose}</td></tr>
<tr><th scope="row">Friday</th><td>${h.open} – ${h.close}</td></tr>
<tr><th scope="row">Saturday</th><td>${h.satOpen} – ${h.satClose}</td></tr>
<tr><th scope="row">Sunday &amp; bank holidays</th><td>Closed</td></tr>
</tbody></table><p>Outside these hours please call ${f.emergency.name} on ${f.emergency.phone}.</p></div></div>
<h2>Send us a message</h2><p>For non-urgent questions only – we reply within one working day. If your pet is unwell, please phone.</p>
<form class="contact-form" action="/contact/" method="post"><label>Your name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Pet's name <input name="pet"></label><label>Message <textarea name="message" rows="5"></textarea></label><button type="submit">Send</button></form>`,
      ),
      '/register/': layout(
        'Register your pet',
        `<h1>Register your pet</h1>
<p class="lead">Registering with ${f.short} is free and there's no obligation.</p>
<p>Fill in the form below or pop into the clinic. If your pet has been seen by another vet, let us know which practice and we'll ask them to send us the clinical history – please also bring your pet's vaccination card to the first appointment.</p>
<form class="register-form" action="/register/" method="post"><label>Owner's name <input name="owner" required></label><label>Phone <input name="phone" required></label><label>Pet's name <input name="pet" required></label><label>Species <select name="species"><option>Dog</option><option>Cat</option><option>Rabbit</option><option>Other</option></select></label><label>Date of birth <input type="date" name="dob"></label><button type="submit">Register</button></form>`,
      ),
    },
    questions: [
      { kind: 'price', ask: 'My cat has been sneezing for a few days. How much would it cost just to get her looked at?', expect: [p.consult] },
      { kind: 'price', ask: 'annual booster for my labrador, how much?', expect: [p.dogBooster], reject: [p.catBooster, p.rabbitBooster] },
      {
        kind: 'comparison',
        ask: 'Is the puppy starter pack actually cheaper than paying for the two puppy vaccinations separately?',
        expect: [p.puppyPack, p.puppyJab],
      },
      { kind: 'price', ask: 'how much to get my cat spayed', expect: [p.catSpay], reject: [p.catCastrate] },
      { kind: 'price', ask: 'micrcohip price?', expect: [p.microchip] },
      { kind: 'price', ask: 'whats the monthly cost of the health plan for a dog', expect: [f.plans.dog] },
      {
        kind: 'follow-up',
        ask: 'and what discount do members get on other treatment?',
        after: ['tell me about your pet health club'],
        expect: [f.plans.discount],
      },
      { kind: 'price', ask: 'rough price for a dog dental clean? his breath is awful', expect: [p.dental] },
      {
        kind: 'price',
        ask: 'my old dog just needs his claws trimmed – does that need a full vet appointment or is it cheaper?',
        expect: [p.nurse],
      },
      { kind: 'price', ask: 'how much does it cost to see the emergency vet at night?', expect: [p.outOfHours] },
      { kind: 'hours', ask: 'are you open saturday afternoon?', expect: [h.satClose] },
      { kind: 'hours', ask: 'Can I bring my dog in on Wednesday at 7:30pm after work?', expect: [h.close] },
      { kind: 'contact', ask: "my dog just ate a whole bar of dark chocolate and it's 11pm!! who do i call", expect: [f.emergency.phone] },
      { kind: 'contact', ask: 'whats your phone number', expect: [f.phone] },
      { kind: 'contact', ask: 'email address?', expect: [f.email] },
      { kind: 'location', ask: "What's your postcode? I need it for my sat nav.", expect: [f.postcode] },
      { kind: 'person', ask: 'my bearded dragon has stopped eating, which of your vets should I see?', expect: [f.exotics.surname] },
      { kind: 'person', ask: "my dog tore a ligament in his knee. who's your bone and joint surgeon?", expect: [f.ortho.surname] },
      { kind: 'language', ask: `do any of the vets speak ${f.cats.language}? my mum's english isn't great`, expect: [f.cats.surname] },
      { kind: 'person', ask: 'who started the practice?', expect: [f.founder.surname] },
      {
        kind: 'policy',
        ask: "I'm insured so I don't have to pay anything on the day, right? The bill should only be about £120",
        expect: [f.claimMin],
      },
      { kind: 'faq', ask: 'my dog is getting neutered on friday, when does he have to stop eating the night before', expect: [f.fasting] },
      { kind: 'yes-no', ask: 'is your clinic cat friendly? my cat panics around dogs', expect: [f.catFriendly] },
      { kind: 'event', ask: "what's the next event you've got on? we just got a puppy", expect: [f.event1.day, f.event1.month] },
      { kind: 'follow-up', ask: 'how much is it?', after: ["what's the next event you've got on? we just got a puppy"], expect: [f.event1.price] },
      { kind: 'unanswerable', ask: 'Do you do home visits? My elderly cat gets really stressed in the car.' },
      { kind: 'unanswerable', ask: 'How much does an X-ray cost?' },
      { kind: 'unanswerable', ask: 'can you do a pet passport? we are taking the dog to france in the summer' },
      { kind: 'unanswerable', ask: 'Do you offer hydrotherapy for dogs after surgery?' },
      { kind: 'unanswerable', ask: 'do you arrange cremation, and what does it cost' },
    ],
  };
}
