import { unanswerable, type BenchSite } from '../types';
import facts from './dental.facts.json' with { type: 'json' };

/**
 * A service business with two branches and no structured data: hours in a table per branch, a
 * price list as a definition list in euros with decimal commas, FAQs as question headings,
 * people and what they treat in prose, the phone number written out (no tel: link).
 *
 * The facts the pages are written from, as written and mutated, are data in dental.facts.json.
 */
export type DentalFacts = typeof facts.original;
export const DENTAL: DentalFacts = facts.original;
export const DENTAL_MUTATED: DentalFacts = facts.mutated;

export function dental(f: DentalFacts): BenchSite {
  const layout = (title: string, main: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} – ${f.clinic}</title></head>
<body><div id="top"><div class="brand">${f.clinic}</div><ul class="menu"><li><a href="/">Home</a></li><li><a href="/treatments">Treatments</a></li><li><a href="/team">Team</a></li><li><a href="/locations">Locations</a></li><li><a href="/faq">FAQ</a></li></ul></div>
<div class="content">${main}</div>
<div class="footer"><span>${f.clinic}</span> · <span>Phone ${f.phone}</span> · <a href="mailto:${f.email}">Email us</a> · <a href="/imprint">Imprint</a></div></body></html>`;
  return {
    name: 'dental clinic',
    pages: {
      '/': layout(
        'Welcome',
        `<h1>Gentle dentistry in two locations</h1><p>${f.clinic} looks after families at Riverside and in the Old Town. New patients are welcome.</p><p>Book online or call us.</p>`,
      ),
      '/treatments': layout(
        'Treatments & prices',
        `<h1>Treatments and prices</h1><p>Statutory insurance covers the basic check-up once every six months; private patients pay the prices below.</p>
<dl class="prices"><dt>Check-up (20 minutes)</dt><dd>${f.checkup} €</dd><dt>Professional teeth cleaning</dt><dd>${f.hygiene} €</dd><dt>In-office whitening</dt><dd>${f.whitening} €</dd><dt>Emergency appointment</dt><dd>Price on request</dd></dl>
<h2>Implants</h2><p>${f.implantDentist} places implants at our Riverside practice. Each treatment plan is priced after a consultation.</p>`,
      ),
      '/team': layout(
        'Our team',
        `<h1>Our team</h1><div class="person"><h3>${f.childDentist}</h3><p>${f.childDentist} treats children and anxious patients, at both practices.</p></div>
<div class="person"><h3>${f.implantDentist}</h3><p>Specialist in implants and oral surgery.</p></div>
<div class="person"><h3>Lena Brooks</h3><p>Our dental hygienist, available Monday to Thursday.</p></div>`,
      ),
      '/locations': layout(
        'Locations',
        `<h1>Our locations</h1>
<section><h2>Riverside</h2><p>${f.riversideStreet}, 10557 Berlin. Free parking in the courtyard.</p>
<table><tr><th>Day</th><th>Opening hours</th></tr><tr><td>Monday</td><td>08:00–18:00</td></tr><tr><td>Tuesday</td><td>08:00–18:00</td></tr><tr><td>Wednesday</td><td>08:00–13:00</td></tr><tr><td>Thursday</td><td>${f.thursday}</td></tr><tr><td>Friday</td><td>08:00–15:00</td></tr><tr><td>Saturday</td><td>${f.saturday}</td></tr></table></section>
<section><h2>Old Town</h2><p>${f.oldTownStreet}, 10178 Berlin, two minutes from the U-Bahn.</p>
<table><tr><th>Day</th><th>Opening hours</th></tr><tr><td>Monday – Thursday</td><td>08:00–17:00</td></tr><tr><td>Friday</td><td>${f.oldTownFriday}</td></tr><tr><td>Saturday</td><td>closed</td></tr></table></section>`,
      ),
      '/faq': layout(
        'FAQ',
        `<h1>Questions patients ask</h1>
<h3>Do you take new patients?</h3><p>Yes, both practices accept new patients with statutory or private insurance.</p>
<h3>What if I need to cancel?</h3><p>Please cancel at least ${f.cancelHours} hours before your appointment, otherwise we may charge a missed-appointment fee.</p>
<h3>Do you treat dental emergencies?</h3><p>Yes. Call us in the morning and we will see you the same day.</p>
<h3>Is the practice wheelchair accessible?</h3><p>The Riverside practice has step-free access and a lift; the Old Town practice is on the first floor without a lift.</p>`,
      ),
      '/imprint': layout('Imprint', `<h1>Imprint</h1><p>${f.clinic} GmbH, registered at Amtsgericht Berlin, HRB 12345.</p><p>Email: ${f.email}</p>`),
    },
    questions: [
      { kind: 'price', ask: 'How much is a check-up?', expect: [f.checkup] },
      { kind: 'price', ask: 'what does teeth cleaning cost', expect: [f.hygiene] },
      { kind: 'price', ask: 'price for whitening?', expect: [f.whitening] },
      { kind: 'price', ask: 'how much for a chekup', expect: [f.checkup] },
      { kind: 'hours', ask: 'When are you open on Thursday?', expect: [f.thursday.split(' ')[0]!] },
      { kind: 'hours', ask: 'Are you open on saturdays?', expect: [f.saturday] },
      { kind: 'hours', ask: 'Old Town opening hours on Friday', expect: [f.oldTownFriday] },
      { kind: 'follow-up', ask: 'and on Saturday?', after: ['When is Riverside open on Thursday?'], expect: [f.saturday] },
      { kind: 'location', ask: 'Where is the Old Town practice?', expect: [f.oldTownStreet] },
      { kind: 'location', ask: 'What is the address of the Riverside clinic?', expect: [f.riversideStreet] },
      { kind: 'location', ask: 'is there parking', expect: ['parking'] },
      { kind: 'contact', ask: 'What is your phone number?', expect: [f.phone] },
      { kind: 'contact', ask: 'email address?', expect: [f.email] },
      { kind: 'person', ask: 'Who treats children?', expect: [f.childDentist] },
      { kind: 'person', ask: 'which dentist does implants', expect: [f.implantDentist] },
      { kind: 'faq', ask: 'Do you accept new patients?', expect: ['accept new patients'] },
      { kind: 'policy', ask: 'What is your cancellation policy?', expect: [`${f.cancelHours} hours`] },
      { kind: 'faq', ask: 'I have a dental emergency, can you see me today?', expect: ['same day'] },
      { kind: 'faq', ask: 'wheelchair access?', expect: ['step-free'] },
      { kind: 'faq', ask: 'Does insurance cover the check-up?', expect: ['six months'] },
      { kind: 'person', ask: 'Who is the hygienist?', expect: ['Lena Brooks'] },
      { kind: 'language', ask: '¿Cuánto cuesta una limpieza dental profesional?', language: 'es', expect: [f.hygiene] },
      { kind: 'language', ask: 'أين عيادة Old Town؟', language: 'ar', expect: [f.oldTownStreet] },
      { kind: 'price', ask: 'How much is an emergency appointment?', expect: ['on request'] },
      { kind: 'hours', ask: 'Is Old Town open on Saturday?', expect: ['closed'] },
      ...unanswerable(
        'Do you do orthodontic braces?',
        'How much is a root canal?',
        'Are you open on Sundays?',
        'Do you offer payment plans?',
        'Can I bring my dog?',
      ),
    ],
  };
}
