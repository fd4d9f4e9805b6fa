/* eslint-disable max-lines -- a fixture site: every page of one business as one function of its facts, whose closures (the Twig layout, Matrix block partials, image transforms, entry cards and the Formie form) the pages share */
import type { BenchQuestion, BenchSite } from '../types';
import { unanswerable } from '../types';
import { jsonLd } from '../unseen/markup';
import { askedIn, phoneLink, slugOf } from '../unseen2/markup';
import type facts from './upholstery.facts.json';

/**
 * Unseen: a furniture upholstery and restoration workshop (tapissier décorateur) in Lyon, a Craft CMS 5 site
 * with Twig templates in French (`lang="fr-FR"`, paths without a trailing slash): SEOmatic's head (its
 * comments, generator meta, Open Graph, the `@graph` JSON-LD with the business), a Vite-built CSS and
 * Alpine.js, a header with the main navigation and a drawer that repeats it for phones, every page an
 * entry whose body is a Matrix field rendered block by block (`mx-block--{type}` sections with the block's
 * id: hero, text, text and image, table, steps, accordion, cards, quote), images as named and dynamic
 * transforms (`_1200x800_crop_center-center_82_line` folders with webp sources), the fabrics and the
 * courses as entries of their own sections listed as cards with a category filter, the team as a related
 * entries block, a Formie form (hidden `action`, `handle`, CSRF token, `fui-` markup), a tarteaucitron
 * cookie banner and a Blitz cache comment. A page at /espace-pro, which robots.txt disallows and the
 * footer links to, holds the decorators' trade discount, the courtyard gate code, the supplier account and
 * next year's price that must never be quoted.
 *
 * The facts the pages are written from, as written and mutated, are data in upholstery.facts.json. Labour
 * prices from (`works.*`), fabric excluded, in traditional (horsehair, springs) or modern (foam) stuffing,
 * with the metres of fabric each piece needs and its lead time; fabrics by the metre (`fabrics.*`) with
 * their width, samples free up to `samples` and sent by post for `samplePost` €; a customer's own fabric
 * costs `ownFabricPct` % more labour. Quotes free at the workshop, `quote.homeVisit` € at home (deducted),
 * valid `quote.validity`, a `quote.depositPct` % deposit; payment in three instalments from
 * `installmentsFrom` €. Pick-up and delivery (round trip) by zone (`zones.*`), beyond `zones.farKm` km on
 * quote. Courses (`courses.*`) with dates, an evening open workshop on a card of sessions. Open Tuesday to
 * Friday with a lunch break and Saturday mornings (`hours.*`), closed Sunday and Monday. Today is mid-May
 * 2035.
 */
export type UpholsteryFacts = typeof facts.original;

export function upholstery(f: UpholsteryFacts): BenchSite {
  const { hours: hr, quote, works, fabrics, zones, courses, team, internal: ix } = f;
  const { chair, voltaire, crapaud, bergere, sofa } = works;
  const { velvet, linen, jacquard, leather } = fabrics;
  const site = `https://www.${f.domain}.example`;
  const dial = phoneLink('33');
  /** "9h30" as schema.org wants it: "09:30". */
  const clock = (time: string) => {
    const [h = '0', m = ''] = time.split('h');
    return `${h.padStart(2, '0')}:${m || '00'}`;
  };
  const hoursLine = `Du mardi au vendredi de ${hr.amOpen} à ${hr.amClose} et de ${hr.pmOpen} à ${hr.pmClose}, le samedi de ${hr.satOpen} à ${hr.satClose}`;

  /** Matrix block ids and the CSRF token: numbers from a xorshift seeded by the SIRET. */
  let state = Number(f.siret.replace(/\s/g, '').slice(-7)) || 12_345;
  const nextNumber = () => {
    state ^= state << 7;
    state ^= state >>> 9;
    state ^= state << 8;
    return state >>> 0;
  };
  const blockId = () => 4000 + (nextNumber() % 6000);
  const csrf = Array.from({ length: 4 }, () => nextNumber().toString(36))
    .join('')
    .slice(0, 40);

  /** A Craft image transform: the original under /uploads/{volume}/, transforms in a folder named after their settings. */
  const picture = (volume: string, file: string, alt: string, width: number, height: number) => {
    const folder = `_${width}x${height}_crop_center-center_82_line`;
    const double = `_${width * 2}x${height * 2}_crop_center-center_82_line`;
    return `<picture><source type="image/webp" srcset="/uploads/${volume}/${folder}/${file}.webp ${width}w, /uploads/${volume}/${double}/${file}.webp ${width * 2}w" sizes="(min-width: 1024px) ${width}px, 100vw"><img src="/uploads/${volume}/${folder}/${file}.jpg" alt="${alt}" width="${width}" height="${height}" loading="lazy" decoding="async"></picture>`;
  };
  /** One Matrix block as its partial renders it: `_blocks/{type}.twig` inside a section carrying the block's id. */
  const block = (type: string, inner: string, wide = false) =>
    `<section class="mx-block mx-block--${type}" id="bloc-${blockId()}" data-block-type="${type}"><div class="${wide ? 'container-wide' : 'container'}">${inner}</div></section>`;
  const textBlock = (title: string, html: string) => block('texte', `${title ? `<h2 class="mx-title">${title}</h2>` : ''}<div class="prose">${html}</div>`);
  const textImage = (title: string, html: string, image: string, side: 'gauche' | 'droite' = 'droite') =>
    block(
      'texteImage',
      `<div class="grid md:grid-cols-2 gap-12 items-center media-${side}"><div class="prose"><h2 class="mx-title">${title}</h2>${html}</div><figure class="mx-figure">${image}</figure></div>`,
    );
  /** The Table field of a "tableau" block: its columns' headings, then the rows as typed in the control panel. */
  const tableBlock = (title: string, head: string[], rows: string[][], note = '') =>
    block(
      'tableau',
      `<h2 class="mx-title">${title}</h2><div class="table-wrap"><table class="table-tarifs"><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`)
        .join('')}</tbody></table></div>${note ? `<p class="table-note">${note}</p>` : ''}`,
    );
  const steps = (title: string, items: [string, string][]) =>
    block(
      'etapes',
      `<h2 class="mx-title">${title}</h2><ol class="steps">${items.map(([head, body], i) => `<li class="steps__item"><span class="steps__num">${String(i + 1).padStart(2, '0')}</span><h3>${head}</h3><p>${body}</p></li>`).join('')}</ol>`,
    );
  /** The accordion block with Alpine: every panel in the markup, hidden with x-show until opened. */
  const accordion = (title: string, items: [string, string][]) =>
    block(
      'accordeon',
      `<h2 class="mx-title">${title}</h2><div class="accordion" x-data="{ active: null }">${items
        .map(
          ([question, answer], i) =>
            `<div class="accordion__item"><h3><button type="button" class="accordion__trigger" @click="active = active === ${i} ? null : ${i}" :aria-expanded="active === ${i}" aria-controls="panel-${i}">${question}<span class="accordion__icon" aria-hidden="true"></span></button></h3><div class="accordion__panel" id="panel-${i}" x-show="active === ${i}" x-collapse x-cloak><div class="prose">${answer}</div></div></div>`,
        )
        .join('')}</div>`,
    );
  const cta = (label: string, href: string) => `<a class="btn btn--primary" href="${href}">${label}</a>`;

  const nav: [href: string, label: string][] = [
    ['/prestations', 'Prestations &amp; tarifs'],
    ['/tissus', 'Tissus au mètre'],
    ['/devis-et-delais', 'Devis &amp; délais'],
    ['/enlevement-et-livraison', 'Enlèvement &amp; livraison'],
    ['/stages', 'Stages'],
    ['/l-atelier', "L'atelier"],
    ['/contact', 'Contact'],
  ];
  const navList = (path: string, cls: string) =>
    `<ul class="${cls}">${nav.map(([href, label]) => `<li class="${cls}__item"><a href="${site}${href}" class="${cls}__link${href === path ? ' is-active' : ''}"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`).join('')}</ul>`;
  const siteHeader = (path: string) =>
    `<header class="site-header" x-data="{ open: false }"><div class="container flex items-center justify-between"><a href="${site}/" class="site-logo" title="${f.brand}">${picture('logos', `logo-${f.domain}`, f.brand, 180, 60)}</a><nav class="site-nav hidden lg:block" aria-label="Navigation principale">${navList(path, 'site-nav')}</nav><a class="btn btn--outline hidden lg:inline-flex" href="${site}/devis-et-delais#demande">Demander un devis</a><button class="burger lg:hidden" @click="open = !open" :aria-expanded="open" aria-controls="drawer"><span class="sr-only">Menu</span></button></div><div id="drawer" class="drawer lg:hidden" x-show="open" x-cloak x-transition><nav aria-label="Navigation mobile">${navList(path, 'drawer-nav')}</nav><p class="drawer__phone"><a href="tel:${dial(f.phone)}">${f.phone}</a></p></div></header>`;
  const siteFooter = `<footer class="site-footer"><div class="container grid md:grid-cols-4 gap-10"><div><p class="site-footer__brand">${f.brand}</p><p>Tapissier décorateur depuis ${f.since}</p></div><div><h2 class="site-footer__title">L'atelier</h2><address>${f.street}<br>${f.postcode} Lyon</address><p><a href="tel:${dial(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div><div><h2 class="site-footer__title">Horaires</h2><p>${hoursLine}.</p></div><div><h2 class="site-footer__title">Liens</h2><ul><li><a href="${site}/mentions-legales">Mentions légales</a></li><li><a href="${site}/politique-de-confidentialite">Confidentialité</a></li><li><a href="${site}/espace-pro">Espace professionnels</a></li><li><a href="https://www.instagram.com/${f.domain.replace('-', '')}/" rel="noopener" target="_blank">Instagram</a></li></ul></div></div><div class="site-footer__bottom container"><p>© 2035 ${f.legal} · SIRET ${f.siret}</p></div></footer>`;
  const tarteaucitron = `<div id="tarteaucitronRoot" data-nosnippet="true" lang="fr" role="region" aria-label="Gestion des cookies"><div id="tarteaucitronAlertBig" class="tarteaucitronAlertBigBottom" style="display:block"><span id="tarteaucitronDisclaimerAlert" role="paragraph">Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer</span><button type="button" class="tarteaucitronCTAButton tarteaucitronAllow" id="tarteaucitronPersonalize2"><span class="tarteaucitronCheck" aria-hidden="true"></span> Tout accepter</button><button type="button" class="tarteaucitronCTAButton tarteaucitronDeny" id="tarteaucitronAllDenied2" aria-label="Tout refuser"><span class="tarteaucitronCross" aria-hidden="true"></span> Tout refuser</button><button type="button" id="tarteaucitronCloseAlert" aria-label="Personnaliser">Personnaliser</button></div></div>`;

  /** SEOmatic's head: its comment fences, meta, social tags and the JSON-LD graph. */
  const seomatic = (path: string, title: string, description: string, robots: string) => `<!--**  SEOmatic 5.1.9 · nystudio107.com  -->
<title>${title} | ${f.brand}</title>
<meta name="generator" content="SEOmatic">
<meta name="description" content="${description}">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta name="robots" content="${robots}">
${Object.entries({
  locale: 'fr_FR',
  site_name: f.brand,
  type: 'website',
  url: `${site}${path}`,
  title,
  description,
  image: `${site}/uploads/images/_1200x630_crop_center-center_82_none/og-${f.domain}.jpg`,
})
  .map(([key, value]) => `<meta content="${value}" property="og:${key}">`)
  .join('\n')}
<link href="${site}${path}" rel="canonical">
<link href="${site}/" rel="home">
<link type="text/plain" href="${site}/humans.txt" rel="author">
${jsonLd({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${site}/#identity`,
      name: f.brand,
      legalName: f.legal,
      description: 'Tapissier décorateur : réfection de sièges, restauration de meubles, tissus au mètre et stages.',
      url: `${site}/`,
      telephone: dial(f.phone),
      email: f.email,
      foundingDate: f.since,
      priceRange: '€€',
      address: { '@type': 'PostalAddress', streetAddress: f.street, postalCode: f.postcode, addressLocality: 'Lyon', addressCountry: 'FR' },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: clock(hr.amOpen), closes: clock(hr.pmClose) },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: clock(hr.satOpen), closes: clock(hr.satClose) },
      ],
    },
    { '@type': 'WebPage', '@id': `${site}${path}`, name: title, url: `${site}${path}`, inLanguage: 'fr-FR', mainEntityOfPage: `${site}${path}` },
  ],
})}
<!--  SEOmatic  **-->`;
  const layout = (path: string, section: string, title: string, description: string, blocks: string[], robots = 'all') => `<!DOCTYPE html>
<html lang="fr-FR" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="preload" href="${site}/dist/fonts/cormorant-garamond-600.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${site}/dist/assets/app-${csrf.slice(0, 8)}.css">
<script type="module" src="${site}/dist/assets/app-${csrf.slice(8, 16)}.js"></script>
${seomatic(path, title, description, robots)}
</head>
<body class="section-${section} ${path === '/' ? 'is-home' : 'entry-page'}">
<a class="skip-link" href="#contenu">Aller au contenu</a>
${siteHeader(path)}
<main id="contenu" class="site-main">
${blocks.join('\n')}
</main>
${siteFooter}
${tarteaucitron}
<script src="${site}/dist/tarteaucitron/tarteaucitron.min.js"></script>
<script>tarteaucitron.init({"privacyUrl": "${site}/politique-de-confidentialite", "hashtag": "#tarteaucitron", "cookieName": "tarteaucitron", "orientation": "bottom", "showAlertSmall": false, "cookieslist": true, "highPrivacy": true, "DenyAllCta": true, "AcceptAllCta": true});(tarteaucitron.job = tarteaucitron.job || []).push('gtag');</script>
</body>
</html>
<!-- Cached by Blitz on 2035-05-14T07:42:18+02:00 -->`;
  const pageHead = (title: string, lead: string) =>
    `<header class="page-hero"><div class="container"><nav class="breadcrumb" aria-label="Fil d'Ariane"><ol><li><a href="${site}/">Accueil</a></li><li aria-current="page">${title}</li></ol></nav><h1 class="page-hero__title">${title}</h1><p class="page-hero__lead">${lead}</p></div></header>`;

  /** Formie's rendered form: the form's handle, the CSRF token, one `fui-field` per field, the submit button. */
  const formie = (handle: string, fields: [kind: string, handleOf: string, label: string, required: boolean, options?: string[]][], submit: string) => {
    const formId = `fui-${handle}-${csrf.slice(0, 6)}`;
    const field = ([kind, name, label, required, options]: [string, string, string, boolean, string[]?]) => {
      const id = `${formId}-fields-${name}`;
      const attrs = `id="${id}" class="fui-input" name="fields[${name}]"${required ? ' required data-required-message="Ce champ est obligatoire."' : ''}`;
      const control =
        kind === 'multi-line-text'
          ? `<textarea ${attrs} rows="5"></textarea>`
          : kind === 'dropdown'
            ? `<select ${attrs.replace('fui-input', 'fui-select')}>${(options ?? []).map((o) => `<option value="${slugOf(o)}">${o}</option>`).join('')}</select>`
            : `<input type="${kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : kind === 'file-upload' ? 'file' : 'text'}" ${attrs}${kind === 'file-upload' ? ' multiple accept=".jpg,.jpeg,.png,.heic"' : ''}>`;
      return `<div class="fui-field fui-type-${kind} fui-label-above-input${required ? ' fui-field-required' : ''} fui-page-field" data-field-handle="${name}" data-field-type="${kind}"><div class="fui-field-container"><label class="fui-label" for="${id}">${label}${required ? '&nbsp;<span class="fui-required" aria-hidden="true">*</span>' : ''}</label><div class="fui-input-container">${control}</div></div></div>`;
    };
    return `<div class="fui-i"><form method="post" id="${formId}" class="fui-form fui-labels-above-input fui-layout-wrap" data-fui-form="{&quot;formHashId&quot;:&quot;${formId}&quot;,&quot;formHandle&quot;:&quot;${handle}&quot;,&quot;submitMethod&quot;:&quot;ajax&quot;}" data-form-submit-method="ajax" data-form-submit-action="message" enctype="multipart/form-data"><input type="hidden" name="CRAFT_CSRF_TOKEN" value="${csrf}" autocomplete="off"><input type="hidden" name="action" value="formie/submissions/submit"><input type="hidden" name="submitAction" value="submit"><input type="hidden" name="handle" value="${handle}"><div class="fui-form-container"><div class="fui-page" data-index="0" data-id="${blockId()}"><div class="fui-page-container"><div class="fui-row fui-page-row">${fields
      .map(field)
      .join(
        '',
      )}</div></div><div class="fui-btn-wrapper fui-btn-right"><button type="submit" class="fui-btn fui-submit" data-submit-action="submit">${submit}</button></div></div></div></form></div>`;
  };

  type Work = typeof chair;
  const workRows = (list: Work[]) => list.map((w) => [w.name, `à partir de ${w.trad} €`, `à partir de ${w.modern} €`, `${w.metres} m`]);
  type Fabric = typeof velvet;
  const fabricCard = (fab: Fabric) =>
    `<li class="card card--tissu" data-categorie="${slugOf(fab.kind)}"><a href="${site}/tissus/${slugOf(fab.name)}" class="card__link">${picture('tissus', slugOf(fab.name), `Échantillon ${fab.name}`, 480, 480)}<div class="card__body"><p class="card__kicker">${fab.kind}</p><h3 class="card__title">${fab.name}</h3><dl class="card__specs"><div><dt>Prix</dt><dd>${fab.price} € le mètre</dd></div><div><dt>Laize</dt><dd>${fab.width} cm</dd></div><div><dt>Composition</dt><dd>${fab.make}</dd></div><div><dt>Résistance</dt><dd>${fab.rubs} tours Martindale</dd></div></dl></div></a></li>`;
  type Course = typeof courses.intro;
  const courseCard = (course: Course, length: string, body: string) =>
    `<article class="card card--stage"><div class="card__body"><p class="card__kicker">${length}</p><h3 class="card__title">${course.name}</h3><p>${body}</p><ul class="card__dates">${course.dates.map((d) => `<li><span class="icon icon--calendar" aria-hidden="true"></span>${d}</li>`).join('')}</ul><p class="card__price">${course.price} € par personne</p>${cta("S'inscrire", `${site}/contact?stage=${slugOf(course.name)}`)}</div></article>`;
  const people = [
    {
      person: team.owner,
      text: `Formée chez les Compagnons, elle a ouvert l'atelier en ${f.since}. Garnitures traditionnelles au crin, conseil en tissus et animation des stages.`,
    },
    { person: team.sewing, text: 'Il coud les coussins, housses, rideaux, stores et têtes de lit, avec passepoil ou capitons.' },
    { person: team.wood, text: 'Elle restaure les bois des sièges avant garnissage : recollage, reprise des assemblages, teinte et vernis au tampon.' },
  ];

  const faq: [string, string][] = [
    [
      'Le devis est-il gratuit ?',
      `<p>Oui, à l'atelier ou sur photos envoyées par le formulaire. À domicile, le déplacement coûte ${quote.homeVisit} €, déduits de la commande si vous la confirmez.</p>`,
    ],
    ['Combien de temps le devis est-il valable ?', `<p>Nos devis sont valables ${quote.validity}.</p>`],
    ['Faut-il verser un acompte ?', `<p>Un acompte de ${quote.depositPct} % est demandé à la commande ; le solde se règle à la livraison ou au retrait.</p>`],
    [
      'Comment payer ?',
      `<p>Carte bancaire, chèque ou virement. À partir de ${f.installmentsFrom} € de commande, vous pouvez régler en 3 fois sans frais par chèque.</p>`,
    ],
    [
      'Puis-je fournir mon propre tissu ?',
      `<p>Oui : la main-d'œuvre est alors majorée de ${f.ownFabricPct} %, car nous ne pouvons pas garantir un tissu que nous n'avons pas choisi.</p>`,
    ],
    ['Gardez-vous mon meuble si je pars en vacances ?', '<p>Nous gardons gratuitement les pièces terminées pendant un mois, ensuite nous contacter.</p>'],
  ];

  const pages: Record<string, string> = {
    '/': layout(
      '/',
      'home',
      'Tapissier décorateur à Lyon',
      `Réfection de sièges, restauration et tissus d'ameublement à Lyon ${f.postcode.slice(-1)}e depuis ${f.since}.`,
      [
        block(
          'hero',
          `<div class="hero"><div class="hero__text"><p class="hero__kicker">Tapissier décorateur · ${f.district}</p><h1 class="hero__title">Redonner vie à vos sièges</h1><p>Garnitures traditionnelles au crin ou modernes en mousse, restauration des bois, couture d'ameublement : votre fauteuil repart pour cinquante ans.</p>${cta('Demander un devis', `${site}/devis-et-delais#demande`)}</div><figure class="hero__media">${picture('images', 'fauteuil-crapaud-atelier', 'Fauteuil crapaud en cours de garnissage sur le tréteau', 1200, 800)}</figure></div>`,
          true,
        ),
        textImage(
          `Un atelier de ${f.district} depuis ${f.since}`,
          `<p>Nous refaisons chaises, fauteuils, bergères et canapés dans les règles de l'art : sanglage, ressorts guindés à la main, crin, toile et tissu. Les bois sont restaurés sur place par ${team.wood.name}.</p><p>Notre atelier est à deux pas du ${f.line}, station ${f.metro}.</p>`,
          picture('images', 'atelier-etabli', "L'établi et les outils du tapissier", 800, 600),
          'gauche',
        ),
        block(
          'cartes',
          `<h2 class="mx-title">Ce que nous faisons</h2><ul class="cards">${[
            ['Réfection de sièges', 'Chaises, fauteuils, canapés, en traditionnel ou en mousse.', '/prestations'],
            ['Tissus au mètre', `Quatre collections maison, à partir de ${leather.price} € le mètre.`, '/tissus'],
            ['Enlèvement et livraison', `Dans Lyon et Villeurbanne pour ${zones.lyon} € aller-retour.`, '/enlevement-et-livraison'],
            ['Stages', 'Apprenez à garnir votre propre fauteuil, en petit groupe.', '/stages'],
          ]
            .map(([head, body, href]) => `<li class="card"><h3 class="card__title"><a href="${site}${href}">${head}</a></h3><p>${body}</p></li>`)
            .join('')}</ul>`,
        ),
        block(
          'citation',
          `<blockquote class="quote"><p>« Le fauteuil de ma grand-mère est revenu plus beau qu'à l'origine, et dans les délais. »</p><footer>— Anne-Sophie, Caluire</footer></blockquote>`,
        ),
      ],
    ),
    '/prestations': layout(
      '/prestations',
      'prestations',
      'Prestations et tarifs',
      'Réfection de sièges en garniture traditionnelle ou moderne : nos prix indicatifs.',
      [
        pageHead('Prestations &amp; tarifs', 'Prix de main-d’œuvre indicatifs, tissu non compris. Le devis définitif est établi après avoir vu le siège.'),
        textBlock(
          '',
          "<p><strong>Garniture traditionnelle</strong> : sangles, ressorts guindés à la ficelle, crin animal, toile d'embourrure et toile blanche, comme au XVIII<sup>e</sup> siècle. <strong>Garniture moderne</strong> : suspension et mousse haute résilience, plus rapide et moins chère.</p>",
        ),
        tableBlock(
          'Nos prix de main-d’œuvre',
          ['Pièce', 'Garniture traditionnelle', 'Garniture moderne (mousse)', 'Tissu nécessaire'],
          workRows([chair, voltaire, crapaud, bergere, sofa]),
          'Tissu non compris. Métrage indicatif pour un tissu uni en 140 cm de laize ; prévoir plus pour un motif à raccorder.',
        ),
        textImage(
          'Restauration des bois',
          `<p>Pieds qui bougent, accoudoirs fendus, vernis terne ? ${team.wood.name} recolle, consolide et refait le vernis au tampon avant le garnissage. Sur devis, selon l'état.</p>`,
          picture('images', 'restauration-bois', 'Accoudoir de bergère en cours de vernissage', 800, 600),
        ),
        textBlock('Couture d’ameublement', `<p>Coussins, housses, rideaux et têtes de lit sont cousus à l'atelier par ${team.sewing.name}.</p>`),
      ],
    ),
    '/tissus': layout('/tissus', 'tissus', 'Tissus au mètre', "Nos tissus d'ameublement au mètre : velours, lin, jacquard de soie et simili cuir.", [
      pageHead('Tissus au mètre', "Nos collections maison, à choisir pour votre siège ou à acheter au mètre à l'atelier (50 cm minimum)."),
      block(
        'filtres',
        `<nav class="filters" aria-label="Filtrer par catégorie"><ul><li><a href="${site}/tissus" class="filters__link is-active">Tous</a></li>${[
          velvet,
          linen,
          jacquard,
          leather,
        ]
          .map((fab) => `<li><a href="${site}/tissus?categorie=${slugOf(fab.kind)}" class="filters__link">${fab.kind}</a></li>`)
          .join('')}</ul></nav><ul class="cards cards--tissus">${[velvet, linen, jacquard, leather].map(fabricCard).join('')}</ul>`,
      ),
      textBlock(
        'Échantillons et tissu fourni',
        `<p>Jusqu'à ${f.samples} échantillons gratuits à l'atelier. Nous pouvons aussi vous les envoyer par la poste pour ${f.samplePost} € de frais d'envoi.</p><p>Vous avez déjà votre tissu ? Nous le posons volontiers, avec une majoration de ${f.ownFabricPct} % sur la main-d'œuvre.</p>`,
      ),
    ]),
    '/devis-et-delais': layout('/devis-et-delais', 'devis', 'Devis et délais', 'Comment obtenir un devis, acompte, paiement et délais de fabrication.', [
      pageHead('Devis &amp; délais', 'Du premier coup d’œil à la livraison de votre siège.'),
      steps('Comment ça se passe', [
        ['Le devis', `Apportez votre siège à l'atelier ou envoyez-nous des photos. Gratuit, valable ${quote.validity}.`],
        ['Le choix du tissu', 'Nous vous conseillons parmi nos collections ou votre propre tissu.'],
        ['La commande', `Un acompte de ${quote.depositPct} % lance la fabrication.`],
        ['La fabrication', 'Dégarnissage, restauration des bois si besoin, garnissage et couverture.'],
        ['La livraison', "Retrait à l'atelier ou livraison selon votre zone."],
      ]),
      tableBlock(
        'Délais de fabrication',
        ['Pièce', 'Délai indicatif'],
        [chair, voltaire, crapaud, bergere, sofa].map((w) => [w.name, w.lead]),
        'Délais à partir de la réception du tissu. En décembre, comptez deux semaines de plus.',
      ),
      accordion('Questions fréquentes', faq),
      block(
        'formulaire',
        `<h2 class="mx-title" id="demande">Demande de devis</h2>${formie(
          'demandeDevis',
          [
            ['single-line-text', 'nom', 'Nom', true],
            ['email', 'email', 'E-mail', true],
            ['phone', 'telephone', 'Téléphone', false],
            ['dropdown', 'piece', 'Type de pièce', true, [chair.name, voltaire.name, crapaud.name, bergere.name, sofa.name, 'Autre']],
            ['file-upload', 'photos', 'Photos de votre siège', false],
            ['multi-line-text', 'message', 'Votre projet', false],
          ],
          'Envoyer ma demande',
        )}`,
      ),
    ]),
    '/enlevement-et-livraison': layout(
      '/enlevement-et-livraison',
      'livraison',
      'Enlèvement et livraison',
      "Nous venons chercher et rapportons vos meubles dans Lyon et jusqu'à une soixantaine de kilomètres.",
      [
        pageHead('Enlèvement &amp; livraison', 'Vous pouvez déposer et reprendre vos pièces gratuitement à l’atelier, ou nous les confier chez vous.'),
        tableBlock(
          'Tarifs aller-retour',
          ['Zone', 'Communes', 'Enlèvement + livraison'],
          [
            ['Zone 1', 'Lyon (tous arrondissements) et Villeurbanne', `${zones.lyon} €`],
            ['Zone 2', 'Reste de la Métropole : Caluire, Écully, Bron, Vénissieux, Oullins…', `${zones.metro} €`],
            ['Zone 3', `Jusqu'à ${zones.farKm} km : Vienne, Villefranche-sur-Saône, Bourgoin…`, `${zones.far} €`],
          ],
          `Au-delà de ${zones.farKm} km : sur devis. Prix par commande, quel que soit le nombre de pièces.`,
        ),
        textBlock(
          'Bon à savoir',
          "<ul><li>Nous venons à deux, avec couvertures et sangles.</li><li>Au-delà du 3<sup>e</sup> étage sans ascenseur, prévenez-nous pour un canapé.</li><li>Dépôt et retrait à l'atelier : gratuits, aux heures d'ouverture.</li></ul>",
        ),
      ],
    ),
    '/stages': layout('/stages', 'stages', 'Stages de tapisserie', 'Stages de garniture de sièges pour débutants : week-end, semaine et ateliers du soir.', [
      pageHead('Stages', `Apprenez à garnir un siège avec ${team.owner.name}, en petit groupe de ${courses.max} stagiaires au maximum.`),
      block(
        'cartes',
        `<div class="cards cards--stages">${courseCard(courses.intro, 'Week-end (2 jours)', 'Dégarnir, sangler, poser un garnissage simple sur une assise de chaise que vous apportez. Aucun prérequis.')}${courseCard(
          courses.week,
          '5 jours',
          'Un fauteuil entier de A à Z, garniture traditionnelle. Apportez votre fauteuil (bergère ou cabriolet de préférence).',
        )}</div>`,
      ),
      textBlock(
        'Atelier libre du soir',
        `<p>Chaque ${courses.evening.day} de ${courses.evening.from} à ${courses.evening.to}, avancez votre projet avec nos conseils et nos outils. Carte de ${courses.evening.sessions} séances : ${courses.evening.card} €.</p>`,
      ),
      textBlock(
        'Infos pratiques',
        `<ul><li>Outils fournis (ramponneau, tire-sangle, aiguilles).</li><li>Fournitures (sangles, crin, toiles) facturées à part, environ ${courses.supplies} € par stage.</li><li>Déjeuner non compris : plusieurs restaurants à deux pas.</li></ul>`,
      ),
    ]),
    '/l-atelier': layout('/l-atelier', 'atelier', "L'atelier", `L'équipe de ${f.brand} : tapissier, couture d'ameublement et ébénisterie.`, [
      pageHead("L'atelier", 'Trois métiers sous le même toit.'),
      block(
        'equipe',
        `<ul class="team">${people
          .map(
            ({ person, text }) =>
              `<li class="team__member">${picture('equipe', slugOf(person.name), person.name, 400, 500)}<h3 class="team__name">${person.name}</h3><p class="team__role">${person.title}</p><p>${text}</p></li>`,
          )
          .join('')}</ul>`,
      ),
    ]),
    '/contact': layout('/contact', 'contact', 'Contact', `Adresse, horaires et accès de ${f.brand} à Lyon.`, [
      pageHead('Contact', 'Passez nous voir avec votre siège, ou écrivez-nous.'),
      block(
        'contact',
        `<div class="grid md:grid-cols-2 gap-12"><div class="prose"><h2>Adresse</h2><p>${f.street}<br>${f.postcode} Lyon (${f.district})</p><p>Accès : ${f.line}, station ${f.metro}. Arrêt minute possible devant l'atelier pour décharger.</p><h2>Horaires</h2><ul><li>Lundi : fermé</li><li>Mardi au vendredi : ${hr.amOpen} – ${hr.amClose} et ${hr.pmOpen} – ${hr.pmClose}</li><li>Samedi : ${hr.satOpen} – ${hr.satClose}</li><li>Dimanche : fermé</li></ul><h2>Nous joindre</h2><p>Tél. <a href="tel:${dial(f.phone)}">${f.phone}</a><br><a href="mailto:${f.email}">${f.email}</a></p></div><div>${formie(
          'contact',
          [
            ['single-line-text', 'nom', 'Nom', true],
            ['email', 'email', 'E-mail', true],
            ['multi-line-text', 'message', 'Message', true],
          ],
          'Envoyer',
        )}</div></div>`,
      ),
    ]),
    '/espace-pro': layout(
      '/espace-pro',
      'pro',
      'Espace professionnels',
      'Réservé aux partenaires et à l’équipe.',
      [
        pageHead('Espace professionnels', 'Accès réservé.'),
        textBlock(
          'Conditions internes',
          `<ul><li>Remise décorateurs et architectes d'intérieur : ${ix.tradePct} % sur la main-d'œuvre</li><li>Code du portail de la cour : ${ix.gateCode}</li><li>Compte fournisseur Casamance : ${ix.supplierAccount}</li><li>Tarif 2036 chaise garniture traditionnelle : ${ix.chair2036} € (ne pas communiquer)</li></ul>`,
        ),
      ],
      'noindex, nofollow',
    ),
  };

  const fr = askedIn('fr');
  const ask = (kind: string, text: string, ...expect: string[]): BenchQuestion => ({ kind, ask: text, expect });
  const none = (language: string, text: string, reject: string[] = []): BenchQuestion[] =>
    unanswerable(text).map((question) => ({ ...question, ...(language === 'en' ? {} : { language }), ...(reject.length > 0 ? { reject } : {}) }));
  const stageAsk = 'Quand a lieu le prochain stage d’initiation pour débutants, et combien il coûte ?';
  const questions: BenchQuestion[] = [
    ...[
      ask('price', "Bonjour, combien coûte la réfection d'une chaise en garniture traditionnelle au crin ?", chair.trad),
      ask(
        'arithmetic',
        "Je voudrais refaire un fauteuil crapaud à l'ancienne avec le velours de votre collection. Ça me reviendrait à combien en tout, tissu compris ?",
        crapaud.trad,
        velvet.price,
      ),
      ask(
        'comparison',
        'Quelle différence de prix entre une garniture traditionnelle et une garniture en mousse pour un fauteuil Voltaire ?',
        voltaire.trad,
        voltaire.modern,
      ),
      ask('time', 'Il faut compter combien de temps pour refaire une bergère ? Je la voudrais pour Noël.', bergere.lead),
      ask('price', "J'habite à Villeurbanne, vous pouvez venir chercher mon canapé et le ramener ? C'est combien ?", zones.lyon),
      ask('hours', 'Vous êtes ouverts le samedi après-midi vers 15h ? je voudrais déposer une chaise', hr.satClose),
      ask('payment', 'Quel acompte faut-il verser à la commande ?', quote.depositPct),
      ask('policy', "J'ai acheté mon tissu moi-même, est-ce que vous acceptez de le poser ? Y a-t-il un supplément ?", f.ownFabricPct),
      ask('date', stageAsk, courses.intro.dates[0] ?? '', courses.intro.price),
      { ...ask('follow-up', 'et les fournitures, elles sont comprises dans le prix ?', courses.supplies), after: [stageAsk] },
      ask('person', "Qui s'occupe de la couture des coussins et des rideaux chez vous ?", team.sewing.name),
      ask('price', "Vous pouvez m'envoyer des échantillons de tissu par la poste ? ça coûte combien ?", f.samplePost),
      ask('payment', 'Est-ce qu’on peut payer en plusieurs fois ? à partir de quel montant ?', f.installmentsFrom),
    ].map(fr),
    ask(
      'price',
      "We've just moved to Écully with an old Louis XV bergère. How much for a traditional re-upholstery, and what would you charge to pick it up and bring it back?",
      bergere.trad,
      zones.metro,
    ),
    ask('price', 'How much is the silk jacquard per metre, and how wide is it?', jacquard.price, jacquard.width),
    ask('person', 'Who restores the wooden frame and redoes the varnish?', team.wood.name),
    ask('location', "what's the workshop's address and the nearest metro station?", f.street, f.metro),
    ask('price', 'Can someone come to my flat to give a quote? Is that free?', quote.homeVisit),
    ...[
      ask('price', 'Quanto costa il corso di una settimana per rifare una poltrona intera?', courses.week.price),
      ask('price', 'Quanto costa rifare una sedia con imbottitura moderna in gommapiuma?', chair.modern),
    ].map(askedIn('it')),
    ...[ask('price', 'Quanto custa o metro do tecido de linho?', linen.price), ask('contact', 'Qual é o número de telefone do ateliê?', f.phone)].map(
      askedIn('pt'),
    ),
    ...[
      ask('price', 'Wij wonen in Vienne, zo’n 35 km van Lyon. Kunnen jullie een fauteuil ophalen en terugbrengen, en wat kost dat?', zones.far),
      ask('price', 'Hoeveel kost een kaart voor de avondateliers, en hoeveel sessies zitten erin?', courses.evening.card),
    ].map(askedIn('nl')),
    askedIn('ja')(ask('price', '合成皮革の生地は1メートルいくらですか？', leather.price)),
    ...none('fr', "Je suis décoratrice d'intérieur : quelle remise faites-vous aux professionnels ?", [`${ix.tradePct} %`]),
    ...none('fr', "C'est quoi le code du portail ? Je passe déposer ma chaise ce soir après la fermeture.", [ix.gateCode]),
    ...none('it', 'I vostri prezzi aumenteranno l’anno prossimo? Quanto costerà rifare una sedia nel 2036?', [ix.chair2036]),
    ...none('en', 'Is the weekend course eligible for CPF training funding?'),
    ...none('ar', 'هل تقومون أيضاً بتنظيف السجاد والموكيت؟'),
  ];

  return { name: 'Upholstery and restoration workshop (fr-FR)', questions, disallow: ['/espace-pro'], pages };
}
