import { EVERYDAY_WORDS } from './everyday-words';
import { MORE_EVERYDAY_WORDS } from './everyday-words-more';
import { TRADE_WORDS } from './everyday-words-trades';
import { MORE_TRADE_WORDS } from './everyday-words-trades-more';
import { KEYED_WORD_LINES } from './keyed-words';
import { fold, stem } from './fold';

/** Groups written one a line, their words comma-separated. */
const groups = (lines: string) =>
  lines
    .trim()
    .split('\n')
    .map((line) => line.split(',').map((word) => word.trim()));

/**
 * Words visitors use for what sites write differently: common abbreviations and everyday
 * synonyms of commerce and services. Deliberately short and general (no business's own terms):
 * each entry is a word any shop, practice or venue might see either way round.
 */
const GROUPS: string[][] = [
  ...groups(`
    uk, united kingdom, britain, great britain
    eu, european union, europe
    us, usa, united states, america
    kid, child, children
    max, maximum, maximal, maximaal, maximo, maxima, massimo, massima
    mouse, mice
    louse, lice
    goose, geese
    tooth, teeth
    foot, feet
    man, men
    woman, women
    knife, knives
    leaf, leaves
    shelf, shelves
    half, halves
    wolf, wolves
    calf, calves
    loaf, loaves
    bedbug, bed bug
    bike, bicycle
    appt, appointment
    doc, doctor, dr
    gf, gluten free, gluten-free
    vegetarian, veggie
    tv, television
    wifi, wi-fi, wireless
    kg, kilo, kilogram
    cancel, cancellation
    booking, reservation, reserve, book
    buy, purchase
    shop, store
    mobile, cell
    gift card, gift voucher, voucher
    toilet, restroom, bathroom
    car park, parking
    ppl, people, person
    1, one, single
    2, two
    3, three
    4, four
    5, five
    6, six
    7, seven
    8, eight
    9, nine
    10, ten
    lesson, session
    discount, concession, reduced, reduction
    pause, freeze, suspend
    ensena, teach, teaches
    ensenan, teach, teaches
    imparte, teach, teaches
    pic, photo, picture
    yr, year
    min, minute
    hr, hour
  `),
  // Access, as visitors ask it and as sites state it.
  ...groups(`
    wheelchair, step-free, step free, accessible, barrier-free, level access, rollstuhl, barrierefrei, stufenlos, ebenerdig
    lift, elevator, aufzug, fahrstuhl
    postcode, post code, zip, zip code, plz, postleitzahl
  `),
  // German words of shops and services and their English: a visitor asking in English about a
  // German site (or in German about an English one) still finds the row that says it.
  ...groups(`
    haircut, haarschnitt, schnitt
    cut, schnitt, schneiden
    women, ladies, damen, frauen
    men, gents, herren, manner
    child, children, kid, kids, kinder, kind
    blow-dry, blow dry, fohnen
    bath, bathe, baden, wash, waschen
    colour, color, farbe, farben, colouring, coloring, farben
    highlights, strahnen
    beard, bart
    appointment, termin
    cancel, absagen, stornieren
    check-in, checkin, einchecken
    check-out, checkout, auschecken
    voucher, gift voucher, gutschein, gutscheine
    cash, bar, barzahlung, bargeld
    card, karte, kartenzahlung
    old town, altstadt
    city centre, city center, innenstadt, zentrum
    branch, filiale
    opening hours, offnungszeiten
    parking, parkplatz, parken
    staff, team, mitarbeiter
    founded, gegrundet, grundung
    workshop, kurs, seminar
    course, kurs
    event, events, veranstaltung, veranstaltungen, termine
    price, preis, kosten
    booking, buchen, buchung, reservierung
    delivery, lieferung, versand
    opening, eroffnung
    student, studenten, schuler
    discount, rabatt, ermassigung
    dog, hund
    cat, katze
    vet, tierarzt, tierarztin
  `),
  // Spanish words visitors type on an English site: the everyday nouns of shops, services and venues.
  ...groups(`
    tienda, shop, store
    bicicleta, bike, bicycle
    clase, class
    clases, class, classes
    profesor, teacher, instructor
    profesora, teacher, instructor
    estudio, studio
    limpieza, cleaning
    revision, check-up, checkup, service
    reparacion, repair
    servicio, service
    mesa, table
    reserva, booking, reservation
    cita, appointment
    tarjeta, card
    regalo, gift
    descuento, discount
    oferta, offer
    estudiante, student
    nino, child, children, kids
    ninos, children, kids
    perro, dog
    aparcamiento, parking
    aparcar, parking, aparcamiento
    estacionamiento, parking
    garantia, warranty, guarantee
    bateria, battery
    candado, lock
    menu, menu
    pizza, pizza
    vino, wine
    cafe, coffee
    te, tea
    habitacion, room
    sala, room
    evento, event
    eventos, events
    membresia, membership
    suscripcion, subscription, membership
    mensual, monthly
    anual, annual, yearly, jahrlich, jahrliche, jahrlichen, annuel, annuelle, annuale
    semanal, weekly
    principiante, beginner
    principiantes, beginners
    embarazo, pregnancy
    embarazada, pregnancy, pregnant
    seguro, insurance
    pago, payment
    plazos, instalments, installments
    financiacion, financing, finance
    alquiler, rent, rental, hire
    alquilar, rent, hire
    talla, size
    tallas, sizes
    color, colour
    zapatos, shoes
    ropa, clothing, clothes
    bolsa, bag
    libro, book
    curso, course
    taller, workshop
    bano, bathroom, toilet
    accesible, accessible, wheelchair
    silla, chair
    ruedas, wheelchair, wheels
    pacientes, patients
    paciente, patient
    dentista, dentist
    doctor, doctor
    medico, doctor
    tratamiento, treatment
    precio, price
  `),
  // School subjects, in the eight languages: "maths in English" at a Dutch tutor's who teaches
  // "wiskunde" (left out: "física" and "physique", also physical; "historia", a story; "chemia", also
  // household cleaners; "tutor", also a guardian).
  ...groups(`
    maths, math, mathematics, mathe, mathematik, matematicas, mathematiques, matematica, wiskunde, matematyka, matematyki, matematyke
    physics, physik, natuurkunde, fizyka, fizyki, fizyke
    chemistry, chemie, quimica, chimie, chimica, scheikunde, chemii
    biology, biologie, biologia, biologii
    latin, latein, latijn, latim, lacina, laciny
    geography, erdkunde, geografie, geografia, geographie, aardrijkskunde
    tutoring, nachhilfe, bijles, bijlessen, korepetycje, korepetycji
  `),
  // Languages by name, in the languages sites are written in: "does anyone speak Polish?" on a site
  // that says "parla polacco" or "spricht Polnisch".
  ...groups(`
    english, englisch, ingles, anglais, inglese
    german, deutsch, aleman, allemand, tedesco
    spanish, spanisch, espanol, castellano, espagnol, spagnolo
    french, franzosisch, frances, francais, francese
    italian, italienisch, italiano, italien
    portuguese, portugiesisch, portugues, portugais, portoghese
    dutch, niederlandisch, hollandisch, neerlandes, neerlandais, olandese
    polish, polnisch, polaco, polonais, polacco
    turkish, turkisch, turco, turc
    arabic, arabisch, arabe, arabo
    russian, russisch, ruso, russe, russo
    ukrainian, ukrainisch, ucraniano, ukrainien, ucraino
    croatian, kroatisch, croata, croate, croato
    greek, griechisch, griego, grec, greco
    chinese, mandarin, chinesisch, chino, chinois, cinese
    japanese, japanisch, japones, japonais, giapponese
    sign language, gebardensprache, lengua de signos, langue des signes, lingua dei segni
  `),
  // The everyday words of commerce across the languages sites are written in: an English question
  // about a French, Italian, Spanish or German site (and the other way round) still finds the line.
  ...groups(`
    metro, subway, underground, tube, u-bahn, metropolitana
    stop, haltestelle, parada, arret, fermata
    station, bahnhof, estacion, gare, stazione
    teacher, instructor, lehrer, lehrerin, profesor, profesora, professeur, professeure, moniteur, monitrice, insegnante, maestro, maestra, docente
    lesson, stunde, unterricht, leccion, lecon, lezione
    private, privat, privado, privada, prive, privee, privato, privata
    group, gruppe, grupo, groupe, gruppo
    adult, erwachsene, erwachsener, adulto, adulte
    deposit, anzahlung, kaution, senal, deposito, fianza, acompte, caution, acconto, caparra, cauzione
    refund, money back, erstattung, ruckerstattung, geld zuruck, reembolso, remboursement, rimborso
    cancellation, stornierung, cancelacion, anulacion, annulation, cancellazione, disdetta
    free, kostenlos, gratis, gratuito, gratuita, gratuit, gratuite
    rental, hire, verleih, miete, alquiler, noleggio
    equipment, ausrustung, equipo, equipamiento, materiel, equipement, attrezzatura
    insurance, versicherung, assurance, assicurazione
    warranty, guarantee, garantie, garantia, garanzia
    meeting point, treffpunkt, punto de encuentro, point de rendez-vous, punto di ritrovo
    morning, morgens, vormittags, matin, mattina
    evening, abends, soir, soiree
    winter, invierno, hiver, inverno
    summer, sommer, verano, ete
    expire, expires, expiry, valid, validity, verfallen, verfallt, gultig, gultigkeit, caducan, caduca, caducidad, validez, valido, validos, expirer, valable, validite, scadono, scade, scadenza, validita
    physio, physiotherapist, physiotherapy, physiotherapeut, physiotherapie, fisio, fisioterapeuta, fisioterapia, kine, kinesitherapeute, fisioterapista
    session, sitzung, behandlung, sesion, seance, seduta
    wreath, kranz, corona, couronne
    plant, pflanze, planta, plante, pianta
    work, arbeiten, trabajar, travailler, bosser, lavorare
    travel, trip
  `),
  // Everyday words of homes, people, time, money, booking, places, learning, health and goods across the languages.
  ...groups(EVERYDAY_WORDS),
  ...groups(MORE_EVERYDAY_WORDS),
  // The trades' own goods and services, in all eight languages on one line.
  ...groups(TRADE_WORDS),
  ...groups(MORE_TRADE_WORDS),
  // The same thing named otherwise within one language: a "taller" is the site's "clase".
  ...groups(`
    taller, clase, curso
    talleres, clases, cursos
    corso, lezione, workshop
    atelier, cours
  `),
];

// Portuguese, Dutch, Polish, Swedish, Danish and Turkish join the line their key leads ("child | crianca, criancas"): a German "Kinder" then finds "criancas", "kinderen".
// Folded as questions are (Polish "ł" as "l").
for (const line of KEYED_WORD_LINES) {
  const [key, words] = line.split('|').map((part) => part.trim());
  if (!key || !words) continue;
  for (const group of GROUPS) if (group[0] === key) group.push(...words.split(',').map((word) => fold(word.trim())));
}

const BY_WORD = new Map<string, string[]>();
// Keyed as questions' words are read (folded, light-stemmed): "clases" finds the entry for "clase".
// A hyphenated entry is also found as a question's term reads it, hyphen dropped ("blow-dry" as "blowdry").
for (const group of GROUPS)
  for (const word of group)
    for (const key of new Set([stem(fold(word)), stem(fold(word).replace(/-/g, ''))]))
      BY_WORD.set(key, [...(BY_WORD.get(key) ?? []), ...group.filter((other) => other !== word)]);

/** Other ways to say the word (multi-word alternatives are phrases), or none. */
export function alternativesOf(word: string): string[] {
  // The groups write "ß" as "ss" ("aussen"), as a visitor without the key does.
  return BY_WORD.get(word) ?? BY_WORD.get(word.replace(/ß/g, 'ss')) ?? [];
}

/** Where a place is, when it opens, how to reach it: "the shop", "the studio" say which place, not what about it. */
export const PLACE_WORDS = new Set(
  'shop store office oficina bureau ufficio studio clinic practice salon salao restaurant branch location building place premise venue centre center centro zentrum centrum site filiale laden geschaft praxis standort buro tienda negozio magasin boutique loja sklep sklepie serwis serwisie biuro biurze gabinet gabinecie lokal lokalu siedziba siedzibie'.split(
    ' ',
  ),
);

/** The words that say where, per language, each only where it does ("no" is Spanish "not", "we" English "we", "en" Dutch "and"). */
const LOCATIVES: Record<string, string> = {
  en: 'in|at',
  de: 'in|im|bei|beim|am',
  pt: 'em|no|na|nos|nas',
  es: 'en|al',
  fr: 'dans|au|en|chez',
  it: 'in|nel|nella|al|alla',
  nl: 'in|bij',
  pl: 'w|we',
};
/** What may stand between that word and the place: an article, "your", "there" ("aí no salão", "bei euch im Laden"). */
const FILLERS =
  'the|your|our|a|o|os|as|seu|sua|vosso|vossa|ai|el|la|los|las|su|vuestr[oa]|euch|ihnen|eurem|ihrem|dem|der|le|les|votre|vos|il|lo|vostr[oa]|de|het|jullie|uw|waszym|twoim';

/**
 * The business's place named where the visitor is or means ("aí no salão", "at your shop", "bei euch
 * im Laden"): it says where, not what is asked, whatever the question asks. `folded` is the question folded.
 */
export function placeSaidAsWhere(folded: string, term: string, language: string | null): boolean {
  const locatives = LOCATIVES[language ?? 'en'];
  if (!locatives) return false;
  return new RegExp(String.raw`(?<![\p{L}])(?:${locatives})\s+(?:(?:${FILLERS})\s+){0,2}${term}\p{L}{0,3}(?![\p{L}])`, 'u').test(folded);
}

const PLACE_ENDINGS = [...PLACE_WORDS].filter((place) => place.length >= 5 && !/^(?:cent|zent)/.test(place));

/**
 * A German or Dutch compound whose last part names the place ("Hauptgeschäft", "Hauptfiliale"): which
 * place, as the word alone would say. Not a centre ("Impfzentrum" is another place).
 */
export const compoundOfPlace = (word: string) => word.length >= 8 && PLACE_ENDINGS.some((place) => word.length - place.length >= 3 && word.endsWith(place));

/**
 * Nouns that say what sort of thing is asked about rather than which: "what is your cancellation
 * *policy*", "which *dentist* does implants". They count when the knowledge has them, and their
 * absence never makes the agent give up. So do the verbs around an ask ("bring", "leave", Dutch
 * "achterlaten", French "amener"), whether a thing is worth it ("ça vaut", "lohnt sich": the figures answer it), greetings ("Kia ora", "G'day", "Howya") and the words of a vague count ("einige Säcke", "several", "quelques"). Number
 * words are not: "ab drei Wochen" is the very thing a discount is asked for.
 */
export const WEAK_WORDS = new Set(
  `policy policie service product item items thing deal place business company team staff people person customer client guy guys order
   persona persone personne personnes pessoa pessoas persoon personen
   dentist doctor stylist therapist trainer teacher instructor specialist expert member employee practitioner
   practice clinic office studio branch location site premise venue salon restaurant
   option choice range selection kind sort type variety menu list
   tell know help assist question answer detail information info
   kia ora gday howdy hiya howya cmere aloha
   closest nearest near nearby far ahead advance beforehand early late soon long quick quickly fast big bigger small smaller best good getting hear
   loin pres proche vicino lontano cerca lejos weit spater fruher
   primer primera primero sitio dinero geld argent denaro perder
   first complete total whole absolute real proper altogether extra ever already yesterday roughly approximately exactly currently anymore
   exactement exactamente esattamente ganz normal normale normalen normales regular ordinary richtig richtige richtigen ansprechperson
   fit hold seat accommodate bring come happen include work mean last leave arrive allow accept apply pick choose recommend suggest rid
   eat drink wear use try visit stay wait start begin finish end run see meet talk speak speaking speaks spoken walk drive
   organise organize organising organizing organisez organiser organisons organizza organizzate organizzano organizais organizan organizar
   organisiert organisieren veranstaltet veranstaltest veranstalten host hosts hosting
   filiale laden geschaft praxis standort team mitarbeiter kollege kollegin genau ungefahr eigentlich ansprechpartner ansprechpartnerin zustandig
   mindesten wenigsten hochsten einfach assez arriver rester garder garde shop store anyone anybody someone somebody
   quelquun alguien jemand jemanden qualcuno oficina bureau ufficio
   next upcoming soonest nachste nachsten kommende day days week weeks tag tage tagen woche
   morning afternoon evening lunchtime vormittag vormittags nachmittag nachmittags abend abends mittag mittags
   tarde manana noche mediodia pasar pasarme pasarnos facil dificil
   girlfriend boyfriend wife husband son daughter mum mom mother dad father friend friends nephew niece grandson granddaughter grandma grandpa
   hijo hija hijos hijas novio novia marido esposo esposa amigo amiga amigos amigas madre padre mama papa sobrino sobrina abuela abuelo
   sohn tochter freundin freund freunde vater mutter neffe nichte oma opa bruder schwester fils fille mari copine copain ami amie amis pere mere frere soeur
   figlio figlia figli moglie marito ragazza ragazzo amico amica amici nipote nonna nonno fratello sorella hermano hermana
   dia dias jour jours giorno giorni semana semanas
   irait iraient ira iront aller iria irian kame kamen kommt andrebbe andrebbero
   trop tot tard demasiado fruh spat troppo presto tardi regarder zuschauen zusehen mirar guardare
   parle parlez parlent parler habla hablan hablais hablar spricht sprecht sprechen parla parlano parlate
   laten achterlaten meenemen meebrengen brengen nemen gebruiken proberen bezoeken blijven wachten beginnen eindigen ontmoeten
   praten spreken lopen rijden eten drinken dragen kiezen aanraden regelen organiseren langskomen halen ophalen
   amener emmener passer chercher venir demain aujourdhui
   worth worthwhile better lohnt lohnen lohnenswert besser vaut valoir mieux mejor conviene meglio melhor compensa beter loont
   few several einige mehrere algunos algunas varios varias quelques plusieurs alcuni alcune diversi alguns algumas enkele meerdere`
    .split(/\s+/)
    .filter(Boolean)
    // Terms are stemmed before they are looked up: "fils" is asked as "fil", "amis" as "ami".
    .flatMap((word) => [word, stem(word)]),
);
