import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import type facts from './language-school.facts.json';
import { phoneLink } from './markup';

/**
 * Unseen: an English (UK) language school for adults on WordPress with the Divi builder (et_pb_
 * sections, a tabbed course timetable with one aria-controlled panel per language, toggles for the
 * FAQ, a GDPR cookie bar, EducationalOrganization JSON-LD). Group courses are a table per language
 * (day, time, start date, weeks, price); private lessons are an hourly rate and a 10-hour pack;
 * the reception has its own hours (early close on Friday, Saturday mornings); the refund policy
 * counts days before a course starts; two dated events come before Christmas, a past open evening
 * below them; teachers are cards with their language and specialty.
 *
 * The facts the pages are written from, as written and mutated, are data in language-school.facts.json.
 * `spanish` teaches Spanish beginners and the kids' club, `exam` prepares the DELE exams and gives
 * private Spanish lessons, `french` teaches business French, `japanese` is a native speaker from
 * Osaka, `italian` runs the conversation course. Today is early December 2026.
 */
export type LanguageSchoolFacts = typeof facts.original;

export function languageSchool(f: LanguageSchoolFacts): BenchSite {
  const { prices: p, courses: c } = f;
  const tel = phoneLink('44');
  const gbp = (amount: string) => `£${amount}`;

  const layout = (title: string, main: string, head = '') => `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>${title} | ${f.school}</title><meta name="description" content="Evening and weekend language courses in ${f.city}: Spanish, French, Japanese and Italian in small groups, plus private lessons."><link rel="stylesheet" id="divi-style-css" href="/wp-content/themes/Divi/style.min.css?ver=4.25.1" type="text/css" media="all">${head}</head>
<body class="page et_pb_button_helper_class et_fullwidth_nav et_divi_theme"><div id="page-container">
<div id="moove_gdpr_cookie_info_bar" class="moove-gdpr-info-bar-container" role="dialog" aria-label="GDPR Cookie Banner"><p>We use cookies to give you the best experience on our website. You can find out more about which cookies we are using or switch them off in settings.</p><button class="mgbutton moove-gdpr-infobar-allow-all">Accept</button><button class="mgbutton moove-gdpr-infobar-settings-btn">Settings</button></div>
<header id="main-header" data-height-onload="66"><div class="container clearfix et_menu_container"><div class="logo_container"><a href="/"><img src="/wp-content/uploads/2021/05/cabot-logo.png" alt="${f.school}" id="logo"></a></div>
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav"><li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/courses/">Group courses</a></li><li class="menu-item"><a href="/private-lessons/">Private lessons</a></li><li class="menu-item"><a href="/teachers/">Our teachers</a></li><li class="menu-item"><a href="/events/">Events</a></li><li class="menu-item"><a href="/faq/">FAQ</a></li><li class="menu-item"><a href="/find-us/">Find us</a></li></ul></nav></div></div></header>
<div id="et-main-area"><div id="main-content"><article class="page type-page"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">${main}</div></div></div></article></div>
<footer id="main-footer"><div class="container"><div id="footer-widgets" class="clearfix"><div class="footer-widget"><h4 class="title">${f.school}</h4><p>${f.street}, ${f.city} ${f.postcode}<br>Tel: <a href="tel:${tel(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div>
<div class="footer-widget"><h4 class="title">Reception hours</h4><p>Mon–Thu ${f.office.weekdayOpen}–${f.office.weekdayClose}<br>Fri ${f.office.weekdayOpen}–${f.office.friClose}<br>Sat ${f.office.satOpen}–${f.office.satClose}<br>Sun closed</p></div></div>
<div id="footer-bottom"><p id="footer-info">© 2026 ${f.school} Ltd · Company no. 06934417 · <a href="/privacy-policy/">Privacy</a> · <a href="/terms/">Terms &amp; conditions</a></p></div></div></footer></div></div>
</body></html>`;

  const section = (inner: string) =>
    `<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">${inner}</div></div></div></div></div>`;
  const course = (name: string, level: string, s: LanguageSchoolFacts['courses']['esA1'], weeks: string, price: string) =>
    `<tr><td>${name}</td><td>${level}</td><td>${s.day}, ${s.from}–${s.to}</td><td>${s.start} 2027</td><td>${weeks} weeks</td><td>${gbp(price)}</td></tr>`;
  const head = '<thead><tr><th>Course</th><th>Level</th><th>When</th><th>Starts</th><th>Length</th><th>Price</th></tr></thead>';
  // Divi tabs: one panel per language, the hidden ones named by the tab that controls them.
  const tabs = (panels: [string, string][]) =>
    `<div class="et_pb_module et_pb_tabs"><ul class="et_pb_tabs_controls clearfix" role="tablist">${panels
      .map(([name], i) => `<li class="et_pb_tab_${i}${i === 0 ? ' et_pb_tab_active' : ''}" role="tab" aria-controls="tab-${i}"><a href="#">${name}</a></li>`)
      .join('')}</ul><div class="et_pb_all_tabs">${panels
      .map(
        ([, body], i) =>
          `<div id="tab-${i}" class="et_pb_tab et_pb_tab_${i}" role="tabpanel"${i === 0 ? '' : ' hidden'}><div class="et_pb_tab_content"><table>${head}<tbody>${body}</tbody></table></div></div>`,
      )
      .join('')}</div></div>`;
  const toggle = (q: string, a: string) =>
    `<div class="et_pb_module et_pb_toggle et_pb_toggle_close"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix"><p>${a}</p></div></div>`;
  const teacher = (name: string, languages: string, bio: string) =>
    `<div class="et_pb_module et_pb_team_member"><div class="et_pb_team_member_image"><img src="/wp-content/uploads/2024/08/${name.split(' ')[0]!.toLowerCase()}.jpg" alt="${name}"></div><div class="et_pb_team_member_description"><h4 class="et_pb_module_header">${name}</h4><p class="et_pb_member_position">${languages}</p><div><p>${bio}</p></div></div></div>`;

  return {
    name: 'language school (en)',
    pages: {
      '/': layout(
        'Home',
        `${section(`<h1>Learn a language in ${f.city}, in a small group</h1><p>Spanish, French, Japanese and Italian for adults, in the evenings and on Saturdays, never more than ${f.maxClass} students per class. Spring term starts in January.</p><p><a class="et_pb_button" href="/courses/">See courses &amp; dates</a></p>`)}
${section(`<h2>About us</h2><p>${f.director} founded ${f.school} in ${f.founded} after ten years teaching in Madrid and Lyon, and still runs the school today.</p>`)}`,
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'EducationalOrganization',
          name: f.school,
          telephone: tel(f.phone),
          email: f.email,
          foundingDate: f.founded,
          founder: { '@type': 'Person', name: f.director },
          address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: f.city, postalCode: f.postcode, addressCountry: 'GB' },
        }),
      ),
      '/courses/': layout(
        'Group courses',
        `${section(`<h1>Group courses – spring term 2027</h1><p>All courses are taught in person at our studio. Prices are for the whole course, and course books are included. Students and over-65s get ${f.discount}% off group courses.</p>`)}
${tabs([
  ['Spanish', `${course('Spanish for beginners', 'A1', c.esA1, '10', p.spanish)}${course('Spanish intermediate', 'B1', c.esB1, '10', p.spanish)}`],
  ['French', course('French for beginners', 'A1', c.frA1, '10', p.french)],
  ['Japanese', course('Japanese for complete beginners', 'A1', c.jpA1, '10', p.japanese)],
  ['Italian', course('Italian conversation', 'B1–B2', c.itConv, '8', p.italian)],
])}
${section(`<h2>Kids' Spanish Club</h2><p>For children aged 6 to 10, Saturdays ${f.kids.from}–${f.kids.to} during term time, with ${f.spanish.first}. ${gbp(p.kids)} per session, pay as you go.</p>`)}`,
      ),
      '/private-lessons/': layout(
        'Private lessons',
        section(`<h1>Private lessons</h1><p>One-to-one lessons in any of our four languages, at the studio or online over Zoom, at times that suit you. Popular for exam preparation and business French.</p>
<table><tbody><tr><td>Single hour</td><td>${gbp(p.hourly)}</td></tr><tr><td>Pack of 10 hours (valid 6 months)</td><td>${gbp(p.pack10)}</td></tr></tbody></table>`),
      ),
      '/teachers/': layout(
        'Our teachers',
        section(`<h1>Our teachers</h1>
${teacher(f.spanish.name, 'Spanish', `${f.spanish.first} grew up in Seville and teaches our Spanish beginners and the Kids' Spanish Club.`)}
${teacher(f.exam.name, 'Spanish', `${f.exam.first} is an official DELE examiner and prepares students for the DELE exams (A2 to C1); ${f.exam.first} also gives most of our private Spanish lessons.`)}
${teacher(f.french.name, 'French', `${f.french.first} teaches French for beginners and business French for companies and professionals.`)}
${teacher(f.japanese.name, 'Japanese', `${f.japanese.first} is a native speaker from Osaka. ${f.japanese.he} teaches our Japanese course and runs the Japanese taster evenings.`)}
${teacher(f.italian.name, 'Italian', `${f.italian.first} runs the Saturday Italian conversation group.`)}`),
      ),
      '/events/': layout(
        'Events',
        section(`<h1>Events</h1><h2>Coming up</h2>
<div class="et_pb_blurb"><h4>Japanese taster evening</h4><p><time>${f.taster.weekday} ${f.taster.day} ${f.taster.month} 2026</time>, ${f.taster.from}. An hour of first words, kana and green tea with ${f.japanese.first}. ${f.taster.price}, booking required.</p></div>
<div class="et_pb_blurb"><h4>Spanish film night</h4><p><time>${f.film.weekday} ${f.film.day} ${f.film.month} 2026</time>, ${f.film.from}. A Spanish film with English subtitles, all levels welcome. Tickets ${f.film.price}.</p></div>
<h2>Past events</h2><div class="et_pb_blurb"><h4>Open evening</h4><p>${f.pastEvent.day} ${f.pastEvent.month} 2026</p></div>`),
      ),
      '/faq/': layout(
        'FAQ',
        section(`<h1>Frequently asked questions</h1>
${toggle('How do I know which level to join?', `Book a free ${f.placementMinutes}-minute level chat with one of our teachers, in person or by phone. If you have never studied the language, join an A1 course.`)}
${toggle('How big are the classes?', `Never more than ${f.maxClass} students, so everyone gets to speak.`)}
${toggle('How can I pay?', 'Online by card when you book, or by bank transfer. We do not accept cash at reception.')}
${toggle('Can I cancel?', `You get a full refund if you cancel at least ${f.refundDays} days before your course starts. After that we cannot refund, but you can move to a later course once.`)}
${toggle('Is the studio accessible?', 'The studio is on the second floor and there is a lift from the ground floor entrance; the toilets are accessible.')}`),
      ),
      '/find-us/': layout(
        'Find us',
        section(`<h1>Find us</h1><p>${f.street}, ${f.city} ${f.postcode}. We are a 10-minute walk from the city centre; the Park Row bus stop is right outside.</p>
<p>Coming by car? The nearest car park is the NCP on ${f.carPark}, a 4-minute walk away. There is no parking at the building.</p>`),
      ),
    },
    questions: [
      {
        kind: 'price',
        ask: "Hi, how much is the Japanese course for complete beginners? I've never studied it",
        expect: [p.japanese],
        reject: [gbp(p.spanish)],
      },
      { kind: 'event', ask: "When does the next beginners' Spanish course start? We're going to Mexico in the summer", expect: [c.esA1.start] },
      { kind: 'timetable', ask: 'I work until 6pm on weekdays – is the French beginners class in the evening? What time?', expect: [c.frA1.from] },
      { kind: 'person', ask: 'Who teaches Japanese? Is it a native speaker?', expect: [f.japanese.first] },
      {
        kind: 'follow-up',
        ask: `and what day is ${f.japanese.he === 'He' ? 'his' : 'her'} class?`,
        after: ['Who teaches Japanese? Is it a native speaker?'],
        expect: [c.jpA1.day.replace(/s$/, '')],
      },
      { kind: 'person', ask: 'I need to pass the DELE B2 for my job in Madrid – who could help me prepare?', expect: [f.exam.first] },
      { kind: 'comparison', ask: 'Is the 10 hour pack of private lessons cheaper than paying each hour? By how much?', expect: [p.pack10, p.hourly] },
      { kind: 'comparison', ask: 'Which is cheaper, the Italian conversation course or French for beginners?', expect: [p.italian, p.french] },
      {
        kind: 'policy',
        ask: `The Spanish course starts on ${c.esA1.start}. If I cancel 3 days before, do I get my money back?`,
        expect: [`${f.refundDays} days`],
      },
      { kind: 'policy', ask: 'can i pay cash at reception when I come in?', expect: ['card'] },
      { kind: 'price', ask: "I'm a student at UWE – do you do a student discount?", expect: [`${f.discount}%`] },
      {
        kind: 'faq',
        ask: "I did Spanish at school 20 years ago and remember a bit. How do I know if I'm a beginner or not?",
        expect: [`${f.placementMinutes}-minute`],
      },
      { kind: 'faq', ask: 'how big are the groups? I get shy in big classes', expect: [`${f.maxClass} students`] },
      { kind: 'hours', ask: 'I can only pop in on Friday after work, around 6, to sort out my booking – will anyone be there?', expect: [f.office.friClose] },
      { kind: 'hours', ask: 'Is reception open on Saturday morning? From what time?', expect: [f.office.satOpen] },
      { kind: 'contact', ask: 'whats the phone number for the office', expect: [f.phone] },
      { kind: 'location', ask: "I'm driving in from Bath for the Saturday class – where can I park?", expect: [f.carPark] },
      { kind: 'location', ask: 'My husband uses a wheelchair. Can he get up to the classrooms?', expect: ['lift'] },
      {
        kind: 'event',
        ask: 'Is there anything on before Christmas where I could try Japanese before signing up?',
        expect: [`${f.taster.day} ${f.taster.month}`],
      },
      {
        kind: 'follow-up',
        ask: 'how much does it cost?',
        after: ['Is there anything on before Christmas where I could try Japanese before signing up?'],
        expect: [f.taster.price],
        reject: [f.film.price],
      },
      { kind: 'event', ask: "When's the Spanish film night? Do I need to understand Spanish well?", expect: [`${f.film.day} ${f.film.month}`, 'subtitles'] },
      { kind: 'timetable', ask: 'do you do lesons for kids? my son is 8', expect: [f.kids.from] },
      { kind: 'person', ask: 'who runs the school and how long has it been going?', expect: [f.director, f.founded] },
      { kind: 'faq', ask: "I'm moving to Leeds in March – can I carry on my private lessons from there?", expect: ['Zoom'] },
      {
        kind: 'price',
        ask: 'We need business French for two colleagues. Who teaches that and what do you charge per hour?',
        expect: [f.french.first, p.hourly],
      },
      ...unanswerable(
        'Do you teach Portuguese?',
        'Do you offer IELTS preparation?',
        'Is there a café or a coffee machine in the building?',
        'Do I get a certificate at the end of the course?',
        'Can you arrange a homestay with a host family?',
      ),
    ],
  };
}
