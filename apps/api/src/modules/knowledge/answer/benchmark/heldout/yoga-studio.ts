import type { BenchSite } from '../types';
import facts from './yoga-studio.facts.json' with { type: 'json' };

/**
 * Held-out: a yoga studio with two locations and no structured data at all. The timetable is a
 * grid (days as rows, start times as columns, teachers not in it); prices are a <ul> of "£12.50
 * drop-in" lines; teachers and the classes they teach are in <section>s; policies are <dl> lists;
 * the email is only a mailto: link; the FAQ is a button-and-panel accordion.
 *
 * The facts the pages are written from, as written and mutated, are data in yoga-studio.facts.json.
 * `canal` is the studio with showers, no parking of its own and the bigger room; `north` the one
 * with a car park and the smaller room. `teacherA` teaches Vinyasa Flow and Ashtanga, `teacherB`
 * Yin Yoga, `teacherC` Hatha Basics and Pregnancy Yoga.
 */
export type YogaStudioFacts = typeof facts.original;
export const YOGA_STUDIO: YogaStudioFacts = facts.original;
export const YOGA_STUDIO_MUTATED: YogaStudioFacts = facts.mutated;

type Slot = keyof YogaStudioFacts['slots'];
const SLOT_ORDER: Slot[] = ['early', 'weekend', 'lunch', 'evening', 'late'];

/** Which class runs where: day → slot → [class, studio]. Teachers are only on the teachers page. */
const TIMETABLE: [string, Partial<Record<Slot, [string, 'canal' | 'north']>>][] = [
  ['Monday', { early: ['Vinyasa Flow', 'canal'], lunch: ['Hatha Basics', 'north'], evening: ['Ashtanga', 'canal'], late: ['Yin Yoga', 'north'] }],
  ['Tuesday', { lunch: ['Vinyasa Flow', 'canal'], evening: ['Pregnancy Yoga', 'north'] }],
  ['Wednesday', { early: ['Ashtanga', 'canal'], evening: ['Hatha Basics', 'canal'], late: ['Yin Yoga', 'canal'] }],
  ['Thursday', { early: ['Vinyasa Flow', 'north'], lunch: ['Hatha Basics', 'canal'], evening: ['Vinyasa Flow', 'canal'] }],
  ['Friday', { early: ['Ashtanga', 'canal'], lunch: ['Vinyasa Flow', 'north'] }],
  ['Saturday', { weekend: ['Vinyasa Flow', 'north'] }],
  ['Sunday', { weekend: ['Hatha Basics', 'canal'] }],
];

export function yogaStudio(f: YogaStudioFacts): BenchSite {
  const layout = (
    title: string,
    main: string,
  ) => `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · ${f.studio}</title><link rel="stylesheet" href="/assets/style.css"><script src="/assets/accordion.js" defer></script></head>
<body>
<div class="cookie-notice"><p>This site uses cookies to remember your preferences and to see which pages are popular. By clicking “OK” you agree to our use of cookies. <a href="/privacy/">Read more</a></p><button>OK</button></div>
<header class="top"><a href="/" class="brand">${f.studio}</a>
<nav><a href="/">Home</a> <a href="/timetable/">Timetable</a> <a href="/prices/">Prices</a> <a href="/teachers/">Teachers</a> <a href="/studios/">Our studios</a> <a href="/policies/">Policies</a> <a href="/faq/">FAQ</a> <a href="/contact/">Contact</a></nav>
<a class="book" href="/timetable/">Book a class</a></header>
<main>${main}</main>
<footer><div class="footer-about"><p>${f.studio} – two studios in ${f.city}: ${f.canal.short} and ${f.north.short}.</p></div>
<div class="footer-social"><a href="mailto:${f.email}">Email us</a> · <a href="https://instagram.com/">Instagram</a> · <a href="/newsletter/">Newsletter</a></div>
<p class="small">© 2026 ${f.studio}. <a href="/privacy/">Privacy policy</a> · <a href="/terms/">Terms</a></p></footer>
</body></html>`;

  const studioOf = (key: 'canal' | 'north') => f[key].short;
  const grid = `<table class="timetable"><thead><tr><th>Day</th>${SLOT_ORDER.map((slot) => `<th>${f.slots[slot]}</th>`).join('')}</tr></thead>
<tbody>${TIMETABLE.map(
    ([day, cells]) =>
      `<tr><th scope="row">${day}</th>${SLOT_ORDER.map((slot) => {
        const cell = cells[slot];
        return cell ? `<td><span class="class">${cell[0]}</span><br><span class="where">${studioOf(cell[1])}</span></td>` : '<td>–</td>';
      }).join('')}</tr>`,
  ).join('\n')}</tbody></table>`;

  const faq = (question: string, answer: string) =>
    `<div class="faq-item"><button aria-expanded="false">${question}</button><div class="panel"><p>${answer}</p></div></div>`;

  return {
    name: 'yoga studio',
    pages: {
      '/': layout(
        'Yoga in ' + f.city,
        `<section class="hero"><h1>Breathe, move, slow down.</h1><p>${f.studio} is an independent yoga studio with two rooms in ${f.city}: the ${f.canal.name} in the city centre and the ${f.north.name}, ten minutes north by bus.</p><p>We teach small, friendly classes for every level – from your very first downward dog to a dynamic morning Ashtanga practice.</p><a class="button" href="/timetable/">See the timetable</a></section>
<section><h2>New here?</h2><p>Our intro offer gives you unlimited classes for your first weeks, so you can try every style and every teacher before deciding what suits you. Details are on our <a href="/prices/">prices page</a>.</p></section>
<section><h2>Our classes</h2><p>Vinyasa Flow links breath and movement in flowing sequences. Ashtanga follows a set series and builds strength and focus. Yin Yoga is slow and quiet, with long-held floor poses. Hatha Basics is a gentle, step-by-step class, and Pregnancy Yoga is designed for expecting mums.</p></section>`,
      ),
      '/timetable/': layout(
        'Timetable',
        `<h1>Weekly timetable</h1>
<p>All classes last 60 minutes, except Yin Yoga, which lasts 75 minutes. Book through our app or just turn up – if there is space, you are welcome.</p>
${grid}
<p>The timetable runs all year except bank holidays, when we post a special schedule on Instagram.</p>
<p>Not sure which class to choose? Have a look at our <a href="/faq/">FAQ</a> or ask your teacher before class.</p>`,
      ),
      '/prices/': layout(
        'Prices',
        `<h1>Prices &amp; memberships</h1>
<p>Pay as you go, buy a class pass or become a member. All passes and memberships work at both studios.</p>
<ul class="prices">
<li>£${f.dropIn} drop-in</li>
<li>£${f.concession} concession drop-in (students, over-65s and jobseekers, with proof)</li>
<li>£${f.tenPass} 10-class pass, valid for ${f.passMonths} months from the first class</li>
<li>£${f.monthly} unlimited monthly, rolling, cancel any time with one month's notice</li>
<li>£${f.intro} intro offer: ${f.introDays} days of unlimited classes for first-time visitors</li>
</ul>
<p>Memberships renew automatically on the same day each month. You can upgrade from a class pass to a membership at any time; we will take the classes you have left off your first month.</p>
<p>Looking for one-to-one teaching? See the private sessions in our <a href="/faq/">FAQ</a>.</p>`,
      ),
      '/teachers/': layout(
        'Teachers',
        `<h1>Our teachers</h1><p>Three teachers, three very different styles – but the same love of unhurried, careful teaching.</p>
<section class="teacher" id="teacher-a"><h2>${f.teacherA}</h2><p>${f.teacherA.split(' ')[0]} teaches our Vinyasa Flow and Ashtanga classes. She discovered yoga as a runner looking for a way to stay injury-free and has practised Ashtanga every morning for fifteen years, including two long stays in Mysore.</p><p>Expect strong, breath-led classes with plenty of options to make each pose easier or harder.</p></section>
<section class="teacher" id="teacher-b"><h2>${f.teacherB}</h2><p>${f.teacherB.split(' ')[0]} teaches Yin Yoga. A former physiotherapist, he brings a deep knowledge of anatomy to his classes and loves helping stiff beginners find ease in long, supported floor poses.</p><p>His evening classes are the perfect way to wind down after a busy day.</p></section>
<section class="teacher" id="teacher-c"><h2>${f.teacherC}</h2><p>${f.teacherC.split(' ')[0]} teaches Hatha Basics and Pregnancy Yoga. She is a trained midwife and has taught yoga to mums-to-be for over ten years.</p><p>Her classes are calm and patient, with clear explanations of every pose – ideal if you are new to yoga.</p></section>`,
      ),
      '/studios/': layout(
        'Our studios',
        `<h1>Our studios</h1><p>We have two studios. Both have underfloor heating, changing rooms and all the mats and props you need.</p>
<section class="location"><h2>${f.canal.name}</h2><p>${f.canal.street}<br>${f.canal.postcode}</p><p>Our main studio is on the first floor of a converted warehouse overlooking the canal, with room for ${f.canal.capacity} students. The entrance is the blue door next to the bakery.</p></section>
<section class="location"><h2>${f.north.name}</h2><p>${f.north.street}<br>${f.north.postcode}</p><p>Our smaller, cosy studio above the community library holds up to ${f.north.capacity} students. Ring the bell marked “Yoga” and come up to the second floor.</p></section>`,
      ),
      '/policies/': layout(
        'Policies',
        `<h1>Studio policies</h1><p>A few house rules so that everyone can enjoy their practice.</p>
<h2>Booking and cancellation</h2>
<dl>
<dt>Cancellation</dt><dd>Cancel at least ${f.cancelHours} hours before your class starts and the class goes back on your account. Late cancellations and no-shows lose the class (or are charged £5 for members).</dd>
<dt>Freezing your membership</dt><dd>Monthly memberships can be frozen for up to ${f.freezeWeeks} weeks per year, for example for holidays or illness. Just email us before your next payment date.</dd>
<dt>Refunds</dt><dd>Class passes and intro offers are non-refundable and cannot be transferred to another person.</dd>
</dl>
<h2>In the studio</h2>
<dl>
<dt>What to bring</dt><dd>Comfortable clothes you can move in and a water bottle. Mats, blocks, bolsters and straps are available at both studios; mat hire is £${f.matHire}, or bring your own mat.</dd>
<dt>Arriving</dt><dd>Please arrive ${f.arriveMinutes} minutes before class so you can settle in. The doors close five minutes after the class starts.</dd>
<dt>Age</dt><dd>Our classes are for students aged ${f.minAge} and over.</dd>
<dt>Health</dt><dd>Please tell your teacher about any injuries, health conditions or pregnancy before class.</dd>
</dl>`,
      ),
      '/faq/': layout(
        'FAQ',
        `<h1>Frequently asked questions</h1>
<div class="accordion">
${faq("I've never done yoga. Which class should I start with?", 'Start with Hatha Basics. It is slower, every pose is explained step by step, and you will learn the foundations you need for our other classes.')}
${faq('Is there parking?', `The ${f.north.name} has free parking for ${f.parkingSpaces} cars in the yard behind the building. The ${f.canal.name} has no parking of its own; the nearest car park is on ${f.carPark}, a five-minute walk away.`)}
${faq('Are there showers?', `Both studios have changing rooms, but showers are only available at the ${f.canal.name}.`)}
${faq('How big are the classes?', `Classes at the ${f.canal.name} take up to ${f.canal.capacity} people; the ${f.north.name} is smaller, with up to ${f.north.capacity}.`)}
${faq("Can I do yoga if I'm pregnant?", 'Yes – our Pregnancy Yoga class is made for you from the second trimester. Please let your teacher know how far along you are.')}
${faq('Do you offer private sessions?', `Yes. A one-to-one session costs £${f.privateSession} for 60 minutes, at either studio. Email us to arrange a time.`)}
${faq('Do I need to book?', 'We recommend booking through our app, especially for evening classes, which fill up quickly. Drop-ins are welcome whenever there is space.')}
</div>`,
      ),
      '/contact/': layout(
        'Contact',
        `<h1>Get in touch</h1><p>We love hearing from you – whether you have a question about a class, want to arrange a private session or need help with your membership.</p>
<p>The quickest way to reach us is by email: <a href="mailto:${f.email}">send us a message</a> and we will reply within one working day.</p>
<p>You can also talk to your teacher before or after class, or find us on Instagram for timetable updates.</p>
<p>Looking for directions? Both addresses are on our <a href="/studios/">studios page</a>.</p>`,
      ),
    },
    questions: [
      { kind: 'price', ask: 'how much is a drop in class', expect: [f.dropIn] },
      { kind: 'price', ask: '10 class pass price?', expect: [f.tenPass] },
      { kind: 'price', ask: 'unlimited monthly membership how much', expect: [f.monthly] },
      { kind: 'price', ask: 'student discount?', expect: [f.concession] },
      { kind: 'price', ask: 'do you have an offer for new ppl', expect: [f.intro] },
      { kind: 'follow-up', ask: 'how long does it last?', after: ['do you have an intro offer'], expect: [`${f.introDays} days`] },
      { kind: 'follow-up', ask: 'and how long is it valid', after: ['how much is the 10 class pass'], expect: [`${f.passMonths} months`] },
      { kind: 'timetable', ask: 'when is pregnancy yoga', expect: ['Tuesday', f.slots.evening] },
      { kind: 'follow-up', ask: 'which studio is that at?', after: ['when is pregnancy yoga'], expect: [f.north.short] },
      { kind: 'timetable', ask: 'yin yoga times', expect: ['Monday', 'Wednesday', f.slots.late] },
      { kind: 'timetable', ask: 'anything on sunday?', expect: ['Hatha Basics', f.slots.weekend] },
      { kind: 'timetable', ask: 'what time are the lunchtime classes', expect: [f.slots.lunch] },
      { kind: 'teacher', ask: 'who teaches yin', expect: [f.teacherB] },
      { kind: 'teacher', ask: 'Who teaches the pregnancy class?', expect: [f.teacherC] },
      { kind: 'follow-up', ask: 'what else do they teach', after: ['who teaches pregnancy yoga'], expect: ['Hatha Basics'] },
      { kind: 'teacher', ask: `what does ${f.teacherA.split(' ')[0]!.toLowerCase()} teach`, expect: ['Vinyasa Flow', 'Ashtanga'] },
      { kind: 'location', ask: `where is the ${f.north.short.toLowerCase()} studio`, expect: [f.north.street] },
      { kind: 'location', ask: `${f.canal.short.toLowerCase()} studio adress`, expect: [f.canal.street] },
      { kind: 'location', ask: 'how many studios do you have', expect: [f.canal.short, f.north.short] },
      { kind: 'contact', ask: 'email?', expect: [f.email] },
      { kind: 'policy', ask: 'whats the cancellation policy', expect: [`${f.cancelHours} hours`] },
      { kind: 'policy', ask: 'what do i need to bring to my first class', expect: ['water'] },
      { kind: 'policy', ask: 'can i hire a mat', expect: [f.matHire] },
      { kind: 'policy', ask: 'how early should I arrive', expect: [`${f.arriveMinutes} minutes`] },
      { kind: 'policy', ask: 'can my 14 year old come to classes', expect: [f.minAge] },
      { kind: 'policy', ask: 'can i pause my membership when im on holiday', expect: [`${f.freezeWeeks} weeks`] },
      { kind: 'faq', ask: 'parking?', expect: [f.north.short] },
      { kind: 'faq', ask: 'are there showers', expect: [f.canal.short] },
      { kind: 'faq', ask: 'im a complete beginner what class should i do', expect: ['Hatha Basics'] },
      { kind: 'faq', ask: 'private lessons?', expect: [f.privateSession] },
      { kind: 'faq', ask: `how many people fit in the ${f.north.short.toLowerCase()} studio`, expect: [f.north.capacity] },
      { kind: 'language', ask: '¿Quién enseña Yin Yoga?', language: 'es', expect: [f.teacherB] },
      { kind: 'language', ask: `¿Cuál es la dirección del estudio ${f.north.short}?`, language: 'es', expect: [f.north.street] },
      { kind: 'language', ask: 'ドロップインのクラスはいくらですか？', language: 'ja', expect: [f.dropIn] },
      { kind: 'language', ask: 'כמה עולה מנוי חודשי ללא הגבלה?', language: 'he', expect: [f.monthly] },
      { kind: 'unanswerable', ask: 'whats your phone number' },
      { kind: 'unanswerable', ask: 'do you do hot yoga?' },
      { kind: 'unanswerable', ask: 'can i join classes online / on zoom' },
      { kind: 'unanswerable', ask: 'do you sell gift vouchers' },
      { kind: 'unanswerable', ask: `is the ${f.north.short.toLowerCase()} studio wheelchair accessible` },
      { kind: 'unanswerable', ask: 'Do you run a teacher training course?' },
      { kind: 'unanswerable', ask: 'lockers?' },
    ],
  };
}
