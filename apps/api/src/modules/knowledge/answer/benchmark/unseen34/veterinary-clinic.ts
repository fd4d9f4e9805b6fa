import type { BenchSite } from '../types';
import { jsonLd } from '../unseen/markup';
import { phoneLink, slugOf } from '../unseen2/markup';
import { veterinaryClinicQuestions } from './veterinary-clinic-questions';
import type facts from './veterinary-clinic.facts.json';

/**
 * Unseen: a small-animal veterinary clinic with two vets and an emergency line in Québec City, an Umbraco 13
 * site in Québec French (`lang="fr-CA"`) built by a local agency on Bootstrap 5: Smidge's `/sb/…css.v…` and
 * `…js.v…` bundles, `/media/<folder>/` images with ImageSharp's `width`, `height`, `rmode` and `v` query,
 * the red emergency top bar, the `navbar` with its Services dropdown and `aria-current`, the Bootstrap
 * breadcrumb, Block Grid pages (`umb-block-grid__layout-item`s with their element type alias, key and
 * `umb://element/` udi and column spans) holding rich-text, card, table, alert and accordion blocks, an
 * Umbraco Forms appointment form (`umbraco-forms-*` fields, the `FormId` and the anti-forgery token), a
 * VeterinaryCare JSON-LD with the emergency contact point, the Law 25 cookie banner ("témoins") and the
 * agency's credit in the footer. A page at /intranet/, which robots.txt disallows and the footer links to,
 * holds the owner's cell number, the clinic's cost of a rabies vaccine and the relief technician's hourly
 * rate that must never be quoted.
 *
 * The facts, as written and mutated, are data in veterinary-clinic.facts.json: the clinic's name, numbered
 * company, street, district, phone, emergency line and e-mail; the hours with the long and short weekdays,
 * the lunch closing and Saturday mornings closed in summer between two dates; the walk-in nail clipping
 * hours; the surgery morning's drop-off window, the fasting hour and the pick-up; the weight that splits the
 * dogs' surgery prices; prices of the exams (dogs and cats, exotic pets), urgent visits by day and on the
 * emergency line, vaccines, puppy and kitten packages, spays and neuters, dental cleaning, microchip, nail
 * clipping, the travel certificate and the home visit with its radius; the cancellation notice and fee, the
 * prescription refill's notice, the insurer billed directly, the reptile clinic referred to, the parking; the
 * two vets, the two technicians and the front desk.
 */
export type VeterinaryClinicFacts = typeof facts.original;
type PriceKey = keyof VeterinaryClinicFacts['prices'];

export function veterinaryClinic(f: VeterinaryClinicFacts): BenchSite {
  const { hours: h, prices: p, surgery: sx, staff: s, internal: ix } = f;
  const origin = `https://www.${f.domain}.example`;
  const tel = phoneLink('1');
  const cad = (amount: string) => `${amount}&nbsp;$`;
  const address = `${f.streetNo}, ${f.street}, ${f.city} (Québec) ${f.postal}`;
  const owner = `Dre ${s.owner}`;
  const vet2 = `Dr ${s.vet2}`;

  /** Umbraco's element keys, udis and media folders: hex from a walk seeded by the numbered company. */
  let seed = Number(f.company.replace(/\D/g, ''));
  const hex = (length: number) => Array.from({ length }, () => ((seed = (seed * 48_271) % 2_147_483_647) % 16).toString(16)).join('');
  const media = (file: string, width: number, height: number) => `/media/${hex(8).replace(/^\d/, 'k')}/${file}.jpg?width=${width}&amp;height=${height}&amp;rmode=crop&amp;v=1da${hex(13)}`;
  const version = hex(12);

  type Item = [span: number, alias: string, html: string];
  const item = ([span, alias, html]: Item) =>
    `<div class="umb-block-grid__layout-item" data-content-element-type-alias="${alias}" data-content-element-type-key="${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}" data-element-udi="umb://element/${hex(32)}" data-col-span="${span}" data-row-span="1" style="--umb-block-grid--item-column-span: ${span}; --umb-block-grid--item-row-span: 1;">${html}</div>`;
  const grid = (...items: Item[]) =>
    `<div class="umb-block-grid" data-grid-columns="12" style="--umb-block-grid--grid-columns: 12;"><div class="umb-block-grid__layout-container">${items.map(item).join('')}</div></div>`;
  const rich = (html: string, span = 12): Item => [span, 'richTextBlock', `<div class="rte">${html}</div>`];
  const card = (title: string, html: string, href = ''): Item => [
    4,
    'cardBlock',
    `<div class="card h-100 shadow-sm"><div class="card-body"><h3 class="card-title h5">${title}</h3>${html}${href && `<a class="stretched-link" href="${href}" aria-label="${title}"></a>`}</div></div>`,
  ];
  const picture = (file: string, alt: string, span = 6): Item => [span, 'imageBlock', `<figure class="figure"><img class="img-fluid rounded" src="${media(file, 900, 600)}" alt="${alt}" width="900" height="600" loading="lazy"></figure>`];
  const alert = (html: string): Item => [12, 'alertBlock', `<div class="alert alert-danger d-flex gap-3" role="alert"><span class="icon icon-urgence" aria-hidden="true"></span><div>${html}</div></div>`];
  const accordion = (id: string, entries: [string, string][]): Item => [
    12,
    'accordionBlock',
    `<div class="accordion" id="${id}">${entries
      .map(
        ([question, answer], index) =>
          `<div class="accordion-item"><h2 class="accordion-header" id="${id}-h${index}"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#${id}-c${index}" aria-expanded="false" aria-controls="${id}-c${index}">${question}</button></h2><div id="${id}-c${index}" class="accordion-collapse collapse" aria-labelledby="${id}-h${index}" data-bs-parent="#${id}"><div class="accordion-body"><p>${answer}</p></div></div></div>`,
      )
      .join('')}</div>`,
  ];
  const priceTable = (caption: string, rows: [string, PriceKey, string?][]) =>
    `<table class="table table-striped align-middle"><caption>${caption}</caption><thead><tr><th scope="col">Service</th><th scope="col" class="text-end">Prix</th></tr></thead><tbody>${rows
      .map(([label, key, prefix]) => `<tr><td>${label}</td><td class="text-end">${prefix ?? ''}${cad(p[key])}</td></tr>`)
      .join('')}</tbody></table>`;

  const hoursRows: [string, string][] = [
    ['Lundi, mardi et jeudi', `${h.open} à ${h.lunchFrom} et ${h.lunchTo} à ${h.longClose}`],
    ['Mercredi et vendredi', `${h.open} à ${h.lunchFrom} et ${h.lunchTo} à ${h.shortClose}`],
    ['Samedi', `${h.satOpen} à ${h.satClose}*`],
    ['Dimanche et jours fériés', 'Fermé (ligne d’urgence)'],
  ];
  const hoursTable = `<table class="table table-sm horaire"><tbody>${hoursRows.map(([day, time]) => `<tr><th scope="row">${day}</th><td>${time}</td></tr>`).join('')}</tbody></table><p class="small">* Horaire d’été : la clinique est fermée le samedi du ${f.summer.from} au ${f.summer.to}. La clinique ferme de ${h.lunchFrom} à ${h.lunchTo} du lundi au vendredi (période des chirurgies).</p>`;
  const emergencyText = `En dehors de nos heures d’ouverture, y compris la fin de semaine et les jours fériés, composez notre ligne d’urgence au <a href="tel:${tel(f.emergency)}">${f.emergency}</a>, 24 heures sur 24, 7 jours sur 7 : le vétérinaire de garde vous rappelle en moins de 15 minutes et vous reçoit à la clinique au besoin. Consultation d’urgence hors heures : ${cad(p.urgentNight)}, traitements en sus.`;
  const cancelText = `Merci de nous aviser au moins ${f.cancel.hours} heures à l’avance si vous devez annuler ou déplacer un rendez-vous. Un rendez-vous manqué ou annulé moins de ${f.cancel.hours} heures à l’avance est facturé ${cad(f.cancel.fee)}.`;
  const insuranceText = `Nous transmettons directement vos réclamations à ${f.insurer} : l’assureur paie la clinique et vous ne réglez que votre part. Pour les autres compagnies d’assurance, vous payez la facture et nous remplissons le formulaire de réclamation avec vous.`;
  const paymentText = 'Le paiement est exigé à la fin de chaque visite : argent comptant, Interac, Visa ou Mastercard. Nous n’acceptons pas les chèques.';
  const nailsText = `Coupe de griffes sans rendez-vous le mardi et le jeudi, de ${f.nails.from} à ${f.nails.to} : ${cad(p.nails)}.`;
  const exoticText = `${vet2} reçoit les lapins, furets, cochons d’Inde, rats et oiseaux. Nous ne soignons pas les reptiles ni les amphibiens : nous vous dirigeons vers la ${f.referral.name}, à ${f.referral.area}, qui s’y consacre.`;
  const refillText = `Pour renouveler une ordonnance ou une nourriture thérapeutique, appelez-nous ou écrivez-nous au moins ${f.refillHours} heures à l’avance. Un examen dans les 12 derniers mois est obligatoire pour renouveler un médicament.`;
  const parkingText = `Stationnement gratuit de ${f.parking.spaces} places derrière la clinique, accès par la ${f.parking.street}. Autobus du RTC : parcours 3 et 25, arrêt à 100 m.`;
  const homeText = `Pour les animaux âgés ou anxieux, ${owner} se déplace à domicile le mercredi après-midi, dans un rayon de ${f.homeRadius} km : ${cad(p.homeVisit)} de déplacement, examen et traitements en sus.`;

  /** The team page's members: each one's role and what they do, by name. */
  const team = new Map<string, string>([
    [owner, `Médecin vétérinaire, propriétaire|Diplômée de la Faculté de médecine vétérinaire de Saint-Hyacinthe, elle a fondé la clinique en ${f.since}. Chirurgie des tissus mous et dentisterie. Elle parle français et anglais.`],
    [vet2, 'Médecin vétérinaire|Médecine interne, dermatologie et nouveaux animaux de compagnie (lapins, furets, oiseaux). Il parle français et espagnol.'],
    [s.tech1, 'Technicienne en santé animale (TSA)|Anesthésie et suivi des chirurgies.'],
    [s.tech2, 'Technicien en santé animale (TSA)|Hospitalisation, soins dentaires et conseils en comportement.'],
    [s.desk, 'Coordonnatrice à l’accueil|Rendez-vous, réclamations d’assurance et nourriture thérapeutique.'],
  ]);

  const menu: [string, string][] = [
    ['/', 'Accueil'],
    ['/notre-equipe/', 'Notre équipe'],
    ['/tarifs/', 'Tarifs'],
    ['/urgences/', 'Urgences'],
    ['/heures-et-coordonnees/', 'Heures et coordonnées'],
    ['/faq/', 'FAQ'],
  ];
  const services: [string, string][] = [
    ['/services/', 'Tous nos services'],
    ['/services/chirurgie-et-sterilisation/', 'Chirurgie et stérilisation'],
    ['/services/nouveaux-animaux-de-compagnie/', 'Lapins, furets et oiseaux'],
    ['/politiques-de-la-clinique/', 'Politiques de la clinique'],
  ];
  const current = (href: string, path: string) => (href === path ? ' active" aria-current="page' : '');
  const navItem = ([href, label]: [string, string], path: string) => `<li class="nav-item"><a class="nav-link${current(href, path)}" href="${href}">${label}</a></li>`;
  const nav = (path: string) =>
    `<ul class="navbar-nav ms-auto mb-2 mb-lg-0">${navItem(menu[0] ?? ['/', 'Accueil'], path)}<li class="nav-item dropdown"><a class="nav-link dropdown-toggle${path.startsWith('/services/') ? ' active' : ''}" href="/services/" role="button" data-bs-toggle="dropdown" aria-expanded="false">Services</a><ul class="dropdown-menu">${services
      .map(([href, label]) => `<li><a class="dropdown-item${current(href, path)}" href="${href}">${label}</a></li>`)
      .join('')}</ul></li>${menu
      .slice(1)
      .map((entry) => navItem(entry, path))
      .join('')}</ul>`;

  const clinic = { '@context': 'https://schema.org', '@type': 'VeterinaryCare', '@id': `${origin}/#clinique`, name: f.brand, url: origin, priceRange: '$$' };
  const postal = { '@type': 'PostalAddress', streetAddress: `${f.streetNo}, ${f.street}`, addressLocality: f.city, addressRegion: 'QC', postalCode: f.postal, addressCountry: 'CA' };
  const onCall = { '@type': 'ContactPoint', contactType: 'emergency', telephone: `+1-${f.emergency.replace(' ', '-')}`, hoursAvailable: 'Mo-Su 00:00-23:59' };
  const business = jsonLd({ ...clinic, telephone: `+1-${f.phone.replace(' ', '-')}`, email: f.email, image: `${origin}/media/clinique-facade.jpg`, address: postal, contactPoint: onCall });
  const footer = `<footer class="site-footer bg-dark text-light pt-5 pb-3"><div class="container"><div class="row g-4"><div class="col-md-4"><p class="h5">${f.brand}</p><address>${f.streetNo}, ${f.street}<br>${f.city} (Québec) ${f.postal}</address></div><div class="col-md-4"><p>Téléphone : <a class="link-light" href="tel:${tel(f.phone)}">${f.phone}</a><br>Urgences 24/7 : <a class="link-light" href="tel:${tel(f.emergency)}">${f.emergency}</a><br><a class="link-light" href="mailto:${f.email}">${f.email}</a></p></div><div class="col-md-4"><ul class="list-unstyled"><li><a class="link-light" href="/politiques-de-la-clinique/">Politiques de la clinique</a></li><li><a class="link-light" href="/politique-de-confidentialite/">Politique de confidentialité</a></li><li><a class="link-light" href="/intranet/">Accès employés</a></li></ul></div></div><hr><p class="small mb-0">© 2035 ${f.company} – Tous droits réservés · Membre de l’Ordre des médecins vétérinaires du Québec · Site réalisé par Agence Boréale</p></div></footer>`;
  const cookieBanner = `<div id="consentement-temoins" class="cookie-banner fixed-bottom bg-white border-top shadow p-3" role="region" aria-label="Témoins"><div class="container d-md-flex align-items-center gap-3"><p class="mb-2 mb-md-0">Nous utilisons des témoins (cookies) nécessaires au fonctionnement du site et, avec votre consentement, des témoins de mesure d’audience, conformément à la Loi 25. <a href="/politique-de-confidentialite/">En savoir plus</a></p><div class="d-flex gap-2 ms-auto"><button type="button" class="btn btn-outline-secondary btn-sm" data-consent="refuser">Refuser</button><button type="button" class="btn btn-outline-secondary btn-sm" data-consent="personnaliser">Personnaliser</button><button type="button" class="btn btn-primary btn-sm" data-consent="accepter">Tout accepter</button></div></div></div>`;

  const document = (path: string, title: string, description: string, body: string, ld = '') => `<!DOCTYPE html>
<html lang="fr-CA">
<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} | ${f.brand}</title>
    <meta name="description" content="${description}" />${path === '/intranet/' ? '\n    <meta name="robots" content="noindex, nofollow" />' : ''}
    <link rel="canonical" href="${origin}${path}" />
    <meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:locale" content="fr_CA" /><meta property="og:url" content="${origin}${path}" />
    <link rel="icon" type="image/png" href="/media/${hex(8).replace(/^\d/, 'f')}/favicon.png" />
    <link href="/sb/site-css.css.v${version}" rel="stylesheet" />
    ${ld}
</head>
<body class="page-${path === '/' ? 'accueil' : (path.split('/')[1] ?? '')}">
<a class="visually-hidden-focusable" href="#contenu">Passer au contenu principal</a>
<div class="topbar bg-danger text-white small py-1"><div class="container d-flex justify-content-between"><span>Urgence? Ligne d’urgence 24 h/24 : <a class="link-light fw-bold" href="tel:${tel(f.emergency)}">${f.emergency}</a></span><span class="d-none d-md-inline">Clinique : <a class="link-light" href="tel:${tel(f.phone)}">${f.phone}</a></span></div></div>
<header class="site-header border-bottom"><nav class="navbar navbar-expand-lg bg-white" aria-label="Navigation principale"><div class="container"><a class="navbar-brand" href="/"><img src="/media/${hex(8).replace(/^\d/, 'l')}/logo-clinique.svg" alt="${f.brand}" width="220" height="56" /></a><button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#menuPrincipal" aria-controls="menuPrincipal" aria-expanded="false" aria-label="Ouvrir le menu"><span class="navbar-toggler-icon"></span></button><div class="collapse navbar-collapse" id="menuPrincipal">${nav(path)}<a class="btn btn-primary ms-lg-3" href="/prendre-rendez-vous/">Prendre rendez-vous</a></div></div></nav></header>
<main id="contenu" class="py-4"><div class="container">${
    path === '/'
      ? ''
      : `<nav aria-label="Fil d’Ariane"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Accueil</a></li>${path.startsWith('/services/') && path !== '/services/' ? '<li class="breadcrumb-item"><a href="/services/">Services</a></li>' : ''}<li class="breadcrumb-item active" aria-current="page">${title}</li></ol></nav>`
  }<h1 class="mb-4">${title}</h1>${body}</div></main>
${footer}
${cookieBanner}
<script src="/sb/site-js.js.v${version}"></script>
</body>
</html>`;

  /** Umbraco Forms' appointment form: its fields, the form id and the anti-forgery token. */
  const formId = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  const field = (spec: string) => {
    const [alias = '', label = '', input = 'text'] = spec.split(':');
    return     `<div class="umbraco-forms-field ${alias} ${input === 'select' ? 'dropdown' : input === 'textarea' ? 'longanswer' : 'shortanswer'} mandatory"><label for="${alias}${formId.slice(0, 8)}" class="umbraco-forms-label">${label} <span class="umbraco-forms-indicator">*</span></label><div class="umbraco-forms-field-wrapper">${
      input === 'select'
        ? `<select name="${alias}" id="${alias}${formId.slice(0, 8)}" data-val="true" data-val-required="Ce champ est obligatoire"><option value="">Choisir</option>${['Chien', 'Chat', 'Lapin', 'Furet', 'Oiseau', 'Autre'].map((animal) => `<option value="${animal}">${animal}</option>`).join('')}</select>`
        : input === 'textarea'
          ? `<textarea name="${alias}" id="${alias}${formId.slice(0, 8)}" rows="4" data-val="true" data-val-required="Ce champ est obligatoire"></textarea>`
          : `<input type="${input}" name="${alias}" id="${alias}${formId.slice(0, 8)}" class="text" data-val="true" data-val-required="Ce champ est obligatoire" />`
    }<span class="field-validation-valid" data-valmsg-for="${alias}" data-valmsg-replace="true"></span></div></div>`;
  };
  const fields = 'nom:Votre nom:text|courriel:Courriel:email|telephone:Téléphone:tel|animal:Espèce:select|nomAnimal:Nom de l’animal:text|motif:Motif de la visite:textarea';
  const appointmentForm = `<div class="umbraco-forms-form rendezvous umbraco-forms-bootstrap5"><form action="/prendre-rendez-vous/" enctype="multipart/form-data" id="form${formId.replace(/-/g, '')}" method="post"><input type="hidden" name="FormId" value="${formId}" /><input type="hidden" name="FormName" value="Demande de rendez-vous" /><div class="umbraco-forms-page"><fieldset class="umbraco-forms-fieldset"><legend>Votre demande</legend><div class="row-fluid"><div class="umbraco-forms-container col-md-12">${fields.split('|').map(field).join('')}</div></div></fieldset><div class="umbraco-forms-navigation row-fluid"><div class="col-md-12"><input type="submit" class="btn btn-primary" value="Envoyer la demande" name="__next" /></div></div></div><input name="__RequestVerificationToken" type="hidden" value="CfDJ8${hex(40)}" /><input name="ufprt" type="hidden" value="CfDJ8${hex(24)}" /></form></div>`;

  const faq: [string, string][] = [
    ['Acceptez-vous de nouveaux patients?', 'Oui, chiens, chats et nouveaux animaux de compagnie. Apportez le carnet de vaccination de votre animal à la première visite.'],
    ['Quels animaux soignez-vous?', exoticText],
    ['Faut-il un rendez-vous pour une coupe de griffes?', nailsText],
    ['Mon animal doit-il être à jeun avant sa chirurgie?', `Oui : aucune nourriture après ${sx.fastFrom} la veille. L’eau est permise jusqu’au matin.`],
    ['Faites-vous des visites à domicile?', homeText],
    ['Où puis-je me stationner?', parkingText],
    ['Comment renouveler une ordonnance?', refillText],
  ];

  const pages: Record<string, string> = {
    '/': document(
      '/',
      `${f.brand} – Québec`,
      `Clinique vétérinaire pour chiens, chats et NAC dans ${f.district}, Québec. Ligne d’urgence 24/7.`,
      grid(
        rich(`<p class="lead">Depuis ${f.since}, ${owner} et ${vet2} soignent les chiens, les chats et les petits mammifères du quartier ${f.district} et de toute la ville de ${f.city}.</p><p><a class="btn btn-outline-primary" href="/prendre-rendez-vous/">Prendre rendez-vous</a></p>`, 6),
        picture('clinique-facade', `Façade de la ${f.brand}`),
        alert(`<strong>Urgence?</strong> ${emergencyText}`),
        card('Examens et vaccins', `<p>Examen de santé complet ${cad(p.exam)}. Forfaits chiot et chaton.</p>`, '/tarifs/'),
        card('Chirurgie et stérilisation', '<p>Stérilisation, castration et soins dentaires sous anesthésie.</p>', '/services/chirurgie-et-sterilisation/'),
        card('Lapins, furets et oiseaux', `<p>Les nouveaux animaux de compagnie sont suivis par ${vet2}.</p>`, '/services/nouveaux-animaux-de-compagnie/'),
        rich(`<h2>Heures d’ouverture</h2>${hoursTable}`),
      ),
      business,
    ),
    '/notre-equipe/': document(
      '/notre-equipe/',
      'Notre équipe',
      `${owner}, ${vet2} et l’équipe de la clinique.`,
      grid(
        ...[...team].flatMap(([name, card]): Item[] => {
          const [role, about] = card.split('|');
          return [picture(slugOf(name).replace(/^-|-$/g, ''), name, 3), rich(`<h2 class="h4">${name}</h2><p class="text-muted">${role ?? ''}</p><p>${about ?? ''}</p>`, 9)];
        }),
      ),
    ),
    '/services/': document(
      '/services/',
      'Nos services',
      'Examens, vaccins, chirurgie, dentisterie, NAC, visites à domicile et urgences.',
      grid(
        card('Médecine préventive', '<p>Examens annuels, vaccins, vermifuges, micropuces, forfaits chiot et chaton.</p>', '/tarifs/'),
        card('Chirurgie et dentisterie', '<p>Stérilisations, castrations, retraits de masses et nettoyages dentaires.</p>', '/services/chirurgie-et-sterilisation/'),
        card('Nouveaux animaux de compagnie', '<p>Lapins, furets, cochons d’Inde, rats et oiseaux.</p>', '/services/nouveaux-animaux-de-compagnie/'),
        card('Urgences', `<p>Ligne d’urgence 24/7 : ${f.emergency}.</p>`, '/urgences/'),
        card('Visites à domicile', `<p>${homeText}</p>`),
        card('Coupe de griffes', `<p>${nailsText}</p>`),
      ),
    ),
    '/services/chirurgie-et-sterilisation/': document(
      '/services/chirurgie-et-sterilisation/',
      'Chirurgie et stérilisation',
      `Stérilisation d’une chatte ${cad(p.spayCat)}, castration d’un chat ${cad(p.neuterCat)}.`,
      grid(
        rich(
          `<p>Nos chirurgies sont faites sous anesthésie générale surveillée par une technicienne en santé animale, avec analgésie, soluté et cône inclus dans le prix. Nous recommandons de stériliser chats et chiens vers l’âge de 6 mois.</p><h2>Le jour de la chirurgie</h2><ol><li>La veille : aucune nourriture après ${sx.fastFrom}. L’eau est permise.</li><li>Admission le matin entre ${sx.dropFrom} et ${sx.dropTo}.</li><li>Nous vous appelons dès le réveil; le congé se fait à partir de ${sx.pickupFrom}.</li></ol>`,
          7,
        ),
        picture('salle-de-chirurgie', 'Salle de chirurgie', 5),
        rich(
          priceTable('Chirurgies (taxes en sus)', [
            ['Stérilisation d’une chatte', 'spayCat'],
            ['Castration d’un chat', 'neuterCat'],
            [`Stérilisation d’une chienne de moins de ${f.weightLimit} kg`, 'spayDogSmall'],
            [`Stérilisation d’une chienne de ${f.weightLimit} kg et plus`, 'spayDogBig'],
            [`Castration d’un chien de moins de ${f.weightLimit} kg`, 'neuterDogSmall'],
            [`Castration d’un chien de ${f.weightLimit} kg et plus`, 'neuterDogBig'],
            ['Nettoyage dentaire sous anesthésie', 'dental', 'à partir de '],
          ]),
        ),
      ),
    ),
    '/services/nouveaux-animaux-de-compagnie/': document(
      '/services/nouveaux-animaux-de-compagnie/',
      'Lapins, furets et oiseaux',
      `Examen NAC ${cad(p.examExotic)}.`,
      grid(rich(`<p>${exoticText}</p><p>Examen d’un lapin, d’un furet, d’un cochon d’Inde ou d’un oiseau : ${cad(p.examExotic)}. Apportez votre animal dans sa cage de transport, avec un peu de sa nourriture habituelle.</p>`, 8), picture('lapin-examen', 'Examen d’un lapin', 4)),
    ),
    '/tarifs/': document(
      '/tarifs/',
      'Tarifs',
      `Examen ${cad(p.exam)}, vaccins, forfaits chiot et chaton, chirurgies.`,
      grid(
        rich(
          `<p>Prix en dollars canadiens, taxes en sus (TPS et TVQ). Les médicaments et les analyses de laboratoire sont facturés en plus. Une estimation écrite vous est remise avant toute chirurgie.</p>${priceTable('Consultations', [
            ['Examen de santé complet (chien ou chat)', 'exam'],
            ['Examen d’un lapin, furet, cochon d’Inde ou oiseau', 'examExotic'],
            ['Consultation d’urgence pendant les heures d’ouverture', 'urgentDay'],
            ['Consultation d’urgence hors heures (ligne d’urgence)', 'urgentNight'],
            [`Visite à domicile (déplacement, rayon de ${f.homeRadius} km)`, 'homeVisit'],
          ])}${priceTable('Vaccins (examen en sus)', [
            ['Vaccin annuel chien (DAPP)', 'vaccineDog'],
            ['Vaccin annuel chat (RCP)', 'vaccineCat'],
            ['Vaccin contre la rage', 'rabies'],
          ])}${priceTable('Forfaits', [
            ['Forfait chiot : 3 examens, vaccins DAPP et rage, vermifuge, micropuce', 'puppy'],
            ['Forfait chaton : 3 examens, vaccins RCP et rage, vermifuge', 'kitten'],
          ])}${priceTable('Autres services', [
            ['Micropuce (enregistrement inclus)', 'chip'],
            ['Coupe de griffes (sans rendez-vous)', 'nails'],
            ['Certificat de santé pour voyage (examen inclus)', 'travel'],
          ])}<p>Les prix des chirurgies sont sur la page <a href="/services/chirurgie-et-sterilisation/">Chirurgie et stérilisation</a>.</p>`,
        ),
      ),
    ),
    '/urgences/': document(
      '/urgences/',
      'Urgences',
      `Ligne d’urgence 24/7 : ${f.emergency}.`,
      grid(
        alert(`<p class="h4">Ligne d’urgence : <a href="tel:${tel(f.emergency)}">${f.emergency}</a></p><p class="mb-0">24 heures sur 24, 7 jours sur 7.</p>`),
        rich(
          `<h2>Pendant nos heures d’ouverture</h2><p>Appelez-nous au <a href="tel:${tel(f.phone)}">${f.phone}</a> : nous gardons chaque jour des plages pour les urgences. Consultation d’urgence : ${cad(p.urgentDay)}.</p><h2>Le soir, la fin de semaine et les jours fériés</h2><p>${emergencyText}</p><h2>Quand appeler?</h2><ul><li>Difficulté à respirer, gencives pâles</li><li>Chat qui n’urine pas ou qui force dans sa litière</li><li>Ventre gonflé, vomissements répétés</li><li>Ingestion de chocolat, de raisins, de xylitol, de lys (chats) ou de médicaments</li><li>Traumatisme, saignement, convulsions</li></ul>`,
        ),
      ),
    ),
    '/heures-et-coordonnees/': document(
      '/heures-et-coordonnees/',
      'Heures et coordonnées',
      `${address}. Téléphone ${f.phone}.`,
      grid(
        rich(
          `<h2>Nous joindre</h2><address>${f.brand}<br>${f.streetNo}, ${f.street}<br>${f.city} (Québec) ${f.postal}</address><p>Téléphone : <a href="tel:${tel(f.phone)}">${f.phone}</a><br>Ligne d’urgence 24/7 : <a href="tel:${tel(f.emergency)}">${f.emergency}</a><br>Courriel : <a href="mailto:${f.email}">${f.email}</a></p><p>${parkingText}</p>`,
          6,
        ),
        rich(`<h2>Heures d’ouverture</h2>${hoursTable}<p>${nailsText}</p>`, 6),
        [12, 'mapBlock', `<div class="ratio ratio-21x9"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2730!2d-71.24!3d46.81" title="Carte : ${f.brand}" loading="lazy" allowfullscreen></iframe></div>`],
      ),
    ),
    '/faq/': document('/faq/', 'Questions fréquentes', 'Nouveaux patients, NAC, griffes, jeûne, visites à domicile, stationnement, ordonnances.', grid(accordion('faqClinique', faq))),
    '/politiques-de-la-clinique/': document(
      '/politiques-de-la-clinique/',
      'Politiques de la clinique',
      'Annulation, paiement, assurances, ordonnances.',
      grid(
        rich(
          `<h2>Annulation et rendez-vous manqués</h2><p>${cancelText}</p><h2>Paiement</h2><p>${paymentText}</p><h2>Assurances pour animaux</h2><p>${insuranceText}</p><h2>Ordonnances</h2><p>${refillText}</p><h2>À la clinique</h2><p>Les chats et les petits animaux doivent arriver dans une cage de transport, les chiens en laisse. Un chien qui mord doit porter une muselière.</p>`,
        ),
      ),
    ),
    '/prendre-rendez-vous/': document(
      '/prendre-rendez-vous/',
      'Prendre rendez-vous',
      'Demande de rendez-vous en ligne.',
      grid(rich(`<p>Remplissez le formulaire : ${s.desk} vous rappelle dans la journée ouvrable pour confirmer l’heure. Pour une urgence, ne remplissez pas le formulaire : appelez-nous.</p><p>${cancelText}</p>`), [12, 'umbracoFormBlock', appointmentForm]),
    ),
    '/politique-de-confidentialite/': document(
      '/politique-de-confidentialite/',
      'Politique de confidentialité',
      'Protection des renseignements personnels.',
      grid(rich(`<p>${f.company} protège vos renseignements personnels conformément à la Loi 25. Responsable de la protection des renseignements personnels : ${owner}, ${f.email}.</p>`)),
    ),
    '/intranet/': document(
      '/intranet/',
      'Intranet – employés',
      'Réservé au personnel.',
      grid(rich(`<p>Réservé au personnel de la clinique.</p><ul><li>Cellulaire de ${owner} (urgences seulement) : ${ix.ownerMobile}</li><li>Prix coûtant du vaccin contre la rage : ${ix.rabiesCost} la dose</li><li>Taux horaire TSA de remplacement : ${ix.techRate}</li></ul>`)),
    ),
  };

  return { name: 'Veterinary clinic with two vets and an emergency line (fr-CA)', questions: veterinaryClinicQuestions(f), disallow: ['/intranet/'], pages };
}
