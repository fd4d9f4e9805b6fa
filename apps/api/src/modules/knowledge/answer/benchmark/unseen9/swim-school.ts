import type { BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './swim-school.facts.json';

/**
 * Unseen: a children's swimming school in Lyon on Squarespace 7.1 in French (`lang="fr-FR"`): the
 * Squarespace cookie banner (v2), the header's nav list (and its copy in the mobile menu overlay),
 * every page built of `page-section`s holding fluid-engine `fe-block`s, the groups as a summary block
 * (carousel of cards, the age range in the metadata line), the weekly timetable as a `<table>` in a
 * code block (a row per group: ages, prerequisite, Wednesday and Saturday start times, length), the
 * term and yearly prices as a second table on the price page, the rules as an accordion block whose
 * answers sit in the DOM, a blog post on the first lesson (what to bring), a contact form block and
 * a footer repeated on every page with the address and the phone hours.
 *
 * The facts the pages are written from, as written and mutated, are data in swim-school.facts.json.
 * Groups go by age and by what the child can already do; `levels.beginner` is the non-swimmers'
 * group. The sibling discount is per term, off the second child's price; the yearly membership is
 * per family, on top. `team.baby` teaches the babies and the garden group (speaks Arabic), `team.mid`
 * the two middle groups, `team.es` the `levels.level2` group (speaks Spanish), the owner the teens.
 * Today is late January 2027.
 */
export type SwimSchoolFacts = typeof facts.original;

export function swimSchool(f: SwimSchoolFacts): BenchSite {
  const { levels: lv, trial, terms, winter, stage: st, bring, team: t, metro, tram } = f;
  const { baby, garden, beginner, level1, level2, teen } = lv;
  const french = askedIn('fr');
  const tel = phoneLink('33');
  const site = `https://www.${f.domain}.example`;
  const img = `https://images.squarespace-cdn.example/content/v1/63f0a2c91d8e4b1f7a5c${f.founded}`;
  const groups = [baby, garden, beginner, level1, level2, teen];
  const nav = Object.entries({ '/cours-horaires': 'Cours &amp; horaires', '/tarifs': 'Tarifs', '/equipe': "L'équipe", '/faq': 'Questions fréquentes', '/contact': 'Contact' });
  const firstLesson = "Ma fille a 6 ans et elle ne sait pas encore nager du tout, elle irait dans quel groupe ?";
  const trialAsk = "Est-ce qu'on peut faire une séance d'essai avant d'inscrire mon fils ? C'est payant ?";
  let uid = 0x5e1a;
  const id = () => (uid += 0x1f7).toString(16);

  const navItems = (path: string, cls: string) =>
    nav
      .map(
        ([href, label]) =>
          `<div class="${cls}--collection${href === path ? ` ${cls}--active` : ''}"><a href="${href}" data-animation-role="header-element"${href === path ? ' aria-current="page"' : ''}>${label}</a></div>`,
      )
      .join('');
  const block = (html: string, kind = 'html') => {
    const b = id();
    return `<div class="fe-block fe-block-yui_3_17_2_1_${b}"><div class="sqs-block ${kind}-block sqs-block-${kind}" data-block-type="${kind === 'html' ? 2 : 23}" id="block-yui_3_17_2_1_${b}"><div class="sqs-block-content">${kind === 'html' ? `<div class="sqs-html-content">${html}</div>` : html}</div></div></div>`;
  };
  const pageSection = (theme: string, ...blocks: string[]) => {
    const s = id();
    return `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="6402${s}" data-controller="SectionWrapperController"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div data-fluid-engine="true"><div class="fluid-engine fe-6402${s}">${blocks.join('')}</div></div></div></div></section>`;
  };
  const summary = (heading: string, cards: { title: string; meta: string; excerpt: string; href: string }[]) =>
    `<div class="fe-block fe-block-yui_3_17_2_1_${id()}"><div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-page summary-block-setting-design-carousel summary-block-setting-text-size-medium summary-block-setting-metadata-position-above-title"><div class="summary-block-header"><h3 class="summary-heading"><span>${heading}</span></h3></div><div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list sqs-gallery">${cards
      .map(
        (c) =>
          `<div class="summary-item summary-item-record-type-text sqs-gallery-design-carousel-slide summary-item-has-thumbnail summary-item-has-excerpt"><div class="summary-thumbnail-outer-container"><a href="${c.href}" class="summary-thumbnail-container sqs-gallery-image-container"><div class="summary-thumbnail img-wrapper"><img data-src="${img}/${slugOf(c.title).replace(/^-|-$/g, '')}.jpg" data-image-dimensions="1500x1000" data-load="false" alt="${c.title}"></div></a></div><div class="summary-content sqs-gallery-meta-container"><div class="summary-metadata-container summary-metadata-container--above-title"><div class="summary-metadata summary-metadata--primary"><span class="summary-metadata-item summary-metadata-item--tags">${c.meta}</span></div></div><div class="summary-title"><a href="${c.href}" class="summary-title-link">${c.title}</a></div><div class="summary-excerpt"><p>${c.excerpt}</p></div><a class="summary-read-more-link" href="${c.href}">Voir les horaires →</a></div></div>`,
      )
      .join('')}</div></div></div></div></div></div>`;
  const accordion = (items: [string, string][]) => {
    const a = id();
    return `<div class="fe-block fe-block-yui_3_17_2_1_${a}"><div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69"><div class="sqs-block-content"><ul class="accordion-items-container" data-should-allow-multiple-open-items="false" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="false" data-accordion-icon-placement="right" data-accordion-title-alignment="left" role="list">${items
      .map(
        ([q, ans], i) =>
          `<li class="accordion-item" role="listitem"><div class="accordion-divider accordion-divider--top" aria-hidden="true"></div><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" aria-controls="accordion-${a}-${i}" id="button-${a}-${i}"><span class="accordion-item__title">${q}</span><div class="accordion-icon-container" data-is-open="false" aria-hidden="true"><div class="plus"><div class="line horizontal"></div><div class="line vertical"></div></div></div></button></h4><div class="accordion-item__dropdown" role="region" id="accordion-${a}-${i}" aria-labelledby="button-${a}-${i}"><div class="accordion-item__description"><p style="white-space:pre-wrap;">${ans}</p></div></div></li>`,
      )
      .join('')}</ul></div></div></div>`;
  };
  const table = (caption: string, head: string[], rows: string[][]) =>
    block(
      `<style>.planning{width:100%;border-collapse:collapse}.planning th,.planning td{padding:.6em;border-bottom:1px solid #cfe3ee;text-align:left}</style><table class="planning"><caption>${caption}</caption><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c, i) => (i ? `<td>${c}</td>` : `<th scope="row">${c}</th>`)).join('')}</tr>`)
        .join('')}</tbody></table>`,
      'code',
    );

  const schema = jsonLd({
    '@context': 'http://schema.org',
    '@type': 'SportsActivityLocation',
    name: f.school,
    url: site,
    telephone: tel(f.phone),
    address: { '@type': 'PostalAddress', streetAddress: f.street, addressLocality: 'Lyon', postalCode: f.postcode, addressCountry: 'FR' },
    image: `${img}/logo.png`,
  });
  const footer = `<footer class="sections" id="footer-sections" data-footer-sections>${pageSection(
    'black',
    block(`<h3>${f.school}</h3><p>École de natation pour enfants · ${f.pool}<br>${f.street}, ${f.postcode} Lyon</p>`),
    block(`<h3>Nous joindre</h3><p><a href="tel:${tel(f.phone)}">${f.phone}</a> — permanence téléphonique du lundi au vendredi de ${f.phoneHours}<br><a href="mailto:${f.email}">${f.email}</a></p>`),
    block(`<p><a href="https://www.instagram.com/${f.domain}">Instagram</a> · <a href="https://www.facebook.com/${f.domain}">Facebook</a></p><p>© ${f.founded}–2027 ${f.school} · <a href="/mentions-legales">Mentions légales</a></p>`),
  )}</footer>`;
  const doc = (title: string, path: string, sections: string[]) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="fr-FR"><head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"><meta name="viewport" content="width=device-width, initial-scale=1"><base href=""><meta charset="utf-8"><title>${title} — ${f.school}</title><link rel="canonical" href="${site}${path}"><meta property="og:site_name" content="${f.school}"><meta property="og:title" content="${title} — ${f.school}"><meta name="description" content="Cours de natation pour les enfants de ${baby.min} à 16 ans à Lyon ${f.arr} : bébés nageurs, apprentissage, perfectionnement. Séance d'essai."><script type="text/javascript" src="//assets.squarespace.example/universal/scripts-compressed/extract-css-runtime-7a2e1c.js" crossorigin="anonymous" defer></script><script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","pageType":2,"website":{"identifier":"${f.domain}","websiteType":1,"siteTitle":"${f.school}","language":"fr-FR","timeZone":"Europe/Paris"},"templateId":"5c5a519771c10ba3470d8101"};</script>${schema}<link rel="stylesheet" type="text/css" href="https://static1.squarespace.example/static/versioned-site-css/63f0a2c9/18/site.css"></head>
<body id="collection-${id()}" class="header-overlay-alignment-center header-width-full tweak-fixed-header tweak-social-icons-style-regular primary-button-style-solid primary-button-shape-pill form-field-style-outline header-button-style-solid collection-type-page collection-layout-default mobile-style-available sqs-seven-one">
<div id="siteWrapper" class="clearfix site-wrapper"><header data-test="header" id="header" class="header theme-col--primary" data-controller="Header"><div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-mobile-layout-logo-left-nav-right header-layout-nav-right"><div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper"><div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${img}/logo.png?format=1500w" alt="${f.school}" style="display:block" fetchpriority="high" loading="eager"></a></div></div><div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">${navItems(path, 'header-nav-item')}</nav></div></div></div><div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Inscriptions</a></div></div></div><div class="header-display-mobile"><div class="header-burger menu-overlay-has-visible-non-navigation-items" data-animation-role="header-element"><button class="header-burger-btn burger" data-test="header-burger"><span class="hidden-visually">Ouvrir le menu</span><div class="burger-box"><div class="burger-inner header-menu-icon-doubleLineHamburger"><div class="top-bun"></div><div class="patty"></div><div class="bottom-bun"></div></div></div></button></div></div></div></div><div class="header-menu header-menu--folder-list" data-section-theme="" data-current-styles="{}"><div class="header-menu-bg theme-bg--primary"></div><div class="header-menu-nav"><nav class="header-menu-nav-list"><div data-folder="root" class="header-menu-nav-folder"><div class="header-menu-nav-folder-content"><div class="header-menu-nav-wrapper">${navItems(path, 'container header-menu-nav-item header-menu-nav-item')}</div></div></div></nav></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="${id()}">${sections.join('\n')}</article></main>
${footer}</div>
<div class="sqs-cookie-banner-v2-wrapper" role="region" aria-label="Bannière de cookies"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bottom-left"><div class="sqs-cookie-banner-v2-text"><p>Nous utilisons des cookies pour mesurer l'audience du site et améliorer votre expérience. Vous pouvez accepter ou refuser.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary">Accepter</button><button class="sqs-cookie-banner-v2-deny sqs-button-element--secondary">Refuser</button></div></div></div>
<script defer="true" src="https://static1.squarespace.example/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3f2a9c.js" type="text/javascript"></script></body></html>`;

  const contactForm = `<div class="fe-block fe-block-yui_3_17_2_1_${id()}"><div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-title">Demande d'inscription</div><div class="form-inner-wrapper"><form data-form-id="6402c81f" autocomplete="on" method="POST" novalidate><div class="field-list clear"><fieldset id="name-yui_1" class="form-item fields name required"><legend class="title">Nom du parent <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"><span class="caption-text">Prénom</span></label></div><div class="field last-name"><label class="caption"><input class="field-element field-control" name="lname" type="text" spellcheck="false" maxlength="30" data-title="Last" aria-required="true"><span class="caption-text">Nom</span></label></div></fieldset><div id="email-yui_2" class="form-item field email required"><label class="title" for="email-yui_2-field">E-mail <span class="required" aria-hidden="true">*</span></label><input class="field-element" id="email-yui_2-field" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"></div><div id="select-yui_3" class="form-item field select"><label class="title" for="select-yui_3-field">Groupe souhaité</label><select id="select-yui_3-field" name="select-yui_3-field"><option value="">Je ne sais pas</option>${groups.map((g) => `<option value="${g.name}">${g.name}</option>`).join('')}</select></div><div id="textarea-yui_4" class="form-item field textarea"><label class="title" for="textarea-yui_4-field">Âge de l'enfant, ce qu'il sait déjà faire</label><textarea class="field-element" id="textarea-yui_4-field"></textarea></div></div><div class="form-button-wrapper form-button-wrapper--align-left"><button class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Envoyer">Envoyer</button></div><div class="hidden form-submission-text">Merci ! Nous vous répondons sous 48 heures.</div></form></div></div></div></div></div>`;

  return {
    name: 'swimming school (fr)',
    pages: {
      '/': doc('Cours de natation pour enfants à Lyon', '/', [
        pageSection(
          'white-bold',
          block(
            `<h1 style="white-space:pre-wrap;">Apprendre à nager, en confiance</h1><p class="sqs-block-html-large">Depuis ${f.founded}, ${f.school} accueille les enfants de ${baby.min} à 16 ans à la ${f.pool}, dans le ${f.arr} arrondissement. Petits groupes, maîtres-nageurs diplômés, bonne humeur garantie.</p><p><a class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element" href="/contact">Réserver une séance d'essai</a></p>`,
          ),
        ),
        pageSection(
          'light',
          summary(
            'Nos groupes',
            groups.map((g) => ({ title: g.name, meta: g.ages, excerpt: `${g.req[0]!.toUpperCase()}${g.req.slice(1)}. Séances de ${g.minutes} minutes.`, href: '/cours-horaires' })),
          ),
        ),
        pageSection(
          'white',
          block(
            `<h2>Inscriptions 3e trimestre</h2><p>Le 3e trimestre a lieu ${terms.t3}. Les inscriptions ouvrent le <strong>${f.regOpen.date}</strong> à 9h, en ligne ou par téléphone. Les élèves déjà inscrits sont prioritaires jusqu'au vendredi suivant.</p>`,
          ),
          block(`<h2>${st.name}</h2><p>${st.days} matinées de ${st.minutes} minutes ${st.dates} pour les ${st.ages}, tous niveaux. ${st.price} € le stage.</p>`),
        ),
      ]),
      '/cours-horaires': doc('Cours &amp; horaires', '/cours-horaires', [
        pageSection(
          'white',
          block(
            `<h1>Cours &amp; horaires</h1><p>Les groupes sont constitués selon l'âge <em>et</em> ce que l'enfant sait déjà faire. En cas de doute, la première séance sert de test : le maître-nageur vous conseillera le bon groupe.</p>`,
          ),
          table(
            'Planning 2026–2027 (hors vacances scolaires)',
            ['Groupe', 'Âge', 'Prérequis', 'Mercredi', 'Samedi', 'Durée'],
            groups.map((g) => [g.name, g.ages, g.req, g.wed, g.sat, `${g.minutes} min`]),
          ),
          block(
            `<p><strong>${baby.name}</strong> : un parent accompagne l'enfant dans l'eau. À partir du groupe ${garden.name}, les enfants sont seuls avec le maître-nageur, ${f.maxKids} enfants maximum par groupe jusqu'aux ${level1.name}.</p><p>Trimestres : ${terms.t1} · ${terms.t2} · ${terms.t3}. Pas de cours pendant les vacances scolaires (zone A) ni les jours fériés.</p>`,
          ),
        ),
      ]),
      '/tarifs': doc('Tarifs', '/tarifs', [
        pageSection(
          'white',
          block(`<h1>Tarifs 2026–2027</h1><p>Tarifs par enfant, pour un créneau par semaine.</p>`),
          table(
            'Tarifs par trimestre et à l’année',
            ['Groupe', 'Trimestre', 'Année (3 trimestres)'],
            groups.map((g) => [g.name, `${g.price} €`, `${g.year} €`]),
          ),
          block(
            `<h3>Adhésion</h3><p>Adhésion annuelle de ${f.membership} € par famille (assurance comprise), à régler une seule fois par saison en plus des cours.</p><h3>Frères et sœurs</h3><p>${f.sibling} € de réduction par trimestre à partir du deuxième enfant inscrit.</p><h3>Séance d'essai</h3><p>${trial.price} € la séance, dans le groupe de votre choix selon les places disponibles. Elle est déduite du prix du trimestre si vous vous inscrivez dans les ${trial.creditDays} jours.</p><h3>Règlement</h3><p>Carte bancaire, chèque, espèces, chèques ANCV. L'inscription à l'année peut être réglée en ${f.instalments} fois sans frais (chèques encaissés en début de trimestre).</p>`,
          ),
        ),
      ]),
      '/equipe': doc("L'équipe", '/equipe', [
        pageSection(
          'white',
          block(`<h1>L'équipe</h1><p>Tous nos encadrants sont maîtres-nageurs sauveteurs diplômés (BPJEPS AAN) et formés à l'accueil des tout-petits.</p>`),
          block(
            `<h3>${f.owner.name}</h3><p><em>Fondatrice, maître-nageuse</em></p><p>Ancienne nageuse de compétition, ${f.owner.first} a créé ${f.school} en ${f.founded}. Elle encadre le groupe ${teen.name} et répond à vos questions sur les niveaux.</p>`,
          ),
          block(
            `<h3>${t.baby.name}</h3><p><em>${baby.name} et ${garden.name}</em></p><p>Spécialiste de l'éveil aquatique, ${t.baby.first} accompagne les familles depuis le premier bain. Elle parle français et arabe.</p>`,
          ),
          block(`<h3>${t.mid.name}</h3><p><em>${beginner.name} et ${level1.name}</em></p><p>Patient et joueur, ${t.mid.first} aide les enfants à passer la tête sous l'eau… et à y prendre goût.</p>`),
          block(
            `<h3>${t.es.name}</h3><p><em>${level2.name}</em></p><p>${t.es.first} a nagé en club à Valence avant de s'installer à Lyon. Elle fait travailler le crawl, le dos et les plongeons. Elle parle français, espagnol et anglais.</p>`,
          ),
        ),
      ]),
      '/faq': doc('Questions fréquentes', '/faq', [
        pageSection(
          'white',
          block('<h1>Questions fréquentes</h1>'),
          accordion([
            [
              'Mon enfant a manqué une séance, peut-il la rattraper ?',
              `Oui, dans un autre créneau du même groupe, dans la limite de ${f.makeups} séances par trimestre, à condition de nous prévenir au moins ${f.notice} heures à l'avance. Les séances manquées ne sont pas remboursées.`,
            ],
            [
              'Remboursez-vous en cas de déménagement ou de maladie ?',
              `Uniquement sur justificatif (certificat médical ou justificatif de déménagement) : nous remboursons les séances restantes du trimestre au prorata, moins ${f.refundFee} € de frais de gestion.`,
            ],
            [
              'Y a-t-il cours pendant les vacances ?',
              `Non, les cours suivent le calendrier scolaire (zone A). Vacances d'hiver : pas de cours du ${winter.from} au ${winter.to}, reprise le ${winter.restart}. Pendant les vacances de printemps, nous proposons un stage (voir l'accueil).`,
            ],
            [
              'Les parents peuvent-ils assister au cours ?',
              `Pour le calme des enfants, les parents attendent dans le hall (sauf ${baby.name}). Une matinée portes ouvertes a lieu chaque trimestre ; la prochaine : ${f.openDay.date}, où vous pourrez voir les progrès depuis les gradins.`,
            ],
            ['Faut-il un certificat médical ?', 'Non, pour les mineurs un questionnaire de santé rempli par les parents suffit.'],
            [
              'Que faut-il apporter ?',
              `Maillot de bain (pas de short de bain), ${bring.cap} obligatoire, serviette et ${bring.shoes}. Pour les bébés : une ${bring.baby}. Tous les détails dans notre article « Première séance ».`,
            ],
          ]),
        ),
      ]),
      '/blog/premiere-seance-a-la-piscine': doc('Première séance : bien préparer votre enfant', '/blog/premiere-seance-a-la-piscine', [
        `<section class="page-section" data-section-id="blog-${id()}"><div class="content-wrapper"><div class="content"><article class="entry h-entry blog-item hentry author-${slugOf(f.owner.name).replace(/^-|-$/g, '')} post-type-text" id="article-${id()}"><div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">Première séance : bien préparer votre enfant</h1></div><div class="blog-item-meta-wrapper"><div class="blog-meta-item blog-meta-item--date"><time class="dt-published date-highlight" datetime="2026-09-02">2 sept. 2026</time></div><div class="blog-meta-item blog-meta-item--author">${f.owner.name}</div></div></div><div class="blog-item-content-wrapper"><div class="blog-item-content e-content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${block(
          `<p>La première fois à la piscine, c'est une aventure ! Voici notre liste pour que tout se passe bien.</p><h2>Dans le sac</h2><ul><li>Un maillot de bain ou un slip de bain : les shorts de bain sont interdits à la ${f.pool}.</li><li>Un ${bring.cap} (obligatoire, même pour les cheveux courts).</li><li>Des ${bring.shoes} pour les vestiaires et les douches.</li><li>Une serviette et un petit goûter pour la sortie.</li><li>Pour les ${baby.name} : une ${bring.baby} (en vente à l'accueil de la piscine).</li></ul><h2>Le jour J</h2><p>Arrivez 10 minutes en avance : le maître-nageur vient chercher les enfants dans le hall. Les lunettes ne sont pas nécessaires chez les ${beginner.name}, nous apprenons justement à ouvrir les yeux sous l'eau.</p>`,
        )}</div></div></div></div></div></article></div></div></section>`,
      ]),
      '/contact': doc('Contact', '/contact', [
        pageSection(
          'white',
          block(
            `<h1>Contact &amp; accès</h1><p><strong>${f.pool}</strong><br>${f.street}<br>${f.postcode} Lyon</p><p>Métro ${metro.line}, arrêt ${metro.station} (${metro.minutes} minutes à pied) · Tram ${tram.line}, arrêt ${tram.stop}</p><p>Téléphone : ${f.phone} (permanence du lundi au vendredi de ${f.phoneHours})<br>E-mail : ${f.email}</p><p>L'accueil de l'école est ouvert au bord du bassin le mercredi et le samedi pendant les cours.</p>`,
          ),
          contactForm,
        ),
      ]),
    },
    questions: [
      ...[
        { kind: 'age', ask: firstLesson, expect: [beginner.name] },
        { kind: 'follow-up', ask: 'Et ça coûte combien par trimestre ?', after: [firstLesson], expect: [`${beginner.price} €`], reject: [`${level1.price} €`] },
        { kind: 'hours', ask: 'Mon fils a 4 ans, est-ce que vous avez un cours le mercredi matin pour lui ? À quelle heure ?', expect: [garden.name, garden.wed] },
        {
          kind: 'comparison',
          ask: `Pour les ${level1.name}, c'est moins cher de payer l'année d'un coup plutôt que trimestre par trimestre ? Ça fait combien de différence ?`,
          expect: [`${level1.year} €`, `${level1.price} €`],
        },
        {
          kind: 'total',
          ask: `J'ai deux enfants : mon fils de 6 ans irait chez les ${beginner.name} et ma fille de 9 ans chez les ${level1.name}. Combien je paie pour un trimestre pour les deux, sans compter l'adhésion ?`,
          expect: [`${beginner.price} €`, `${level1.price} €`, `${f.sibling} €`],
        },
        { kind: 'price', ask: trialAsk, expect: [`${trial.price} €`] },
        { kind: 'follow-up', ask: 'Et si on s’inscrit après, on la paye quand même en plus ?', after: [trialAsk], expect: [`${trial.creditDays} jours`] },
        { kind: 'what-to-bring', ask: "Première séance samedi !! Il faut apporter quoi exactement ? Mon fils n'a qu'un short de bain, ça passe ?", expect: [bring.cap, bring.shoes] },
        {
          kind: 'policy',
          ask: 'Mon fils sera malade mercredi prochain, est-ce qu’on peut rattraper la séance un autre jour ?',
          expect: [`${f.makeups} séances`, `${f.notice} heures`],
        },
        { kind: 'policy', ask: 'On déménage à Bordeaux en avril, vous remboursez le reste du trimestre ?', expect: [`${f.refundFee} €`] },
        { kind: 'hours', ask: 'Il y a cours pendant les vacances de février ? Je dois m’organiser avec le travail', expect: [winter.from] },
        { kind: 'location', ask: "La piscine c'est où exactement ? On viendra en métro", expect: [metro.station] },
        { kind: 'hours', ask: "J'ai appelé plusieurs fois l'après-midi et personne ne répond… vous répondez à quelles heures ?", expect: [f.phoneHours] },
        { kind: 'people', ask: `Qui s'occupe des ${baby.name} ? C'est un vrai maître-nageur ?`, expect: [t.baby.first] },
        { kind: 'age', ask: `Mon bébé a 4 mois, c'est trop tôt pour les ${baby.name} ?`, expect: [baby.min] },
        { kind: 'policy', ask: 'Est ce que je peux rester au bord du bassin pour regarder ma fille nager ? elle est un peu stressée', expect: [f.openDay.short] },
        ...unanswerable('Vous proposez aussi des cours pour les adultes ? Moi non plus je ne sais pas bien nager', "L'eau du grand bassin est à quelle température ? Ma fille est frileuse"),
      ].map(french),
      {
        kind: 'duration',
        ask: 'Hi! We just moved to Lyon from Dublin. My daughter is 10 and can already swim 50m front crawl and backstroke. Which group would suit her, and how long is each lesson?',
        expect: [level2.name, level2.minutes],
      },
      { kind: 'price', ask: 'Do you run anything during the Easter holidays? My son is 8. How much is it?', expect: [st.price] },
      { kind: 'contact', ask: "I'd rather talk to someone before signing up - what's your phone number?", expect: [f.phone] },
      ...unanswerable('Is there parking near the pool? We will come by car on Saturdays'),
      askedIn('es')({ kind: 'people', ask: 'Hola, mi hijo de 9 años todavía no habla bien francés. ¿Hay algún monitor que hable español?', expect: [t.es.first] }),
      askedIn('es')({
        kind: 'price',
        ask: `Mi hija tiene 7 años y ya nada unos 15-20 metros sola. ¿Cuánto cuesta el trimestre en ${level1.name} y cuánto el año entero?`,
        expect: [level1.price, level1.year],
        reject: [`${level2.price} €`],
      }),
      ...unanswerable('¿Organizáis fiestas de cumpleaños en la piscina?').map(askedIn('es')),
      askedIn('de')({ kind: 'age', ask: 'Hallo, wir wohnen seit kurzem in Lyon. Unser Sohn ist 5 und kann noch gar nicht schwimmen. In welche Gruppe käme er?', expect: [beginner.name] }),
      askedIn('de')({ kind: 'price', ask: 'Was kostet eine Probestunde bei euch?', expect: [trial.price] }),
      ...unanswerable('Mein Sohn ist Autist – habt ihr Erfahrung mit Kindern mit besonderen Bedürfnissen?').map(askedIn('de')),
      askedIn('ar')({ kind: 'price', ask: 'ابني عمره سنة ونصف. هل يمكنه المشاركة في دروس السباحة للرضع؟ وكم السعر للفصل الواحد؟', expect: [baby.price] }),
      askedIn('ar')({ kind: 'people', ask: 'هل توجد مدربة تتكلم العربية؟ ابنتي عمرها ثلاث سنوات ولا تفهم الفرنسية جيداً', expect: [t.baby.first] }),
    ],
  };
}
