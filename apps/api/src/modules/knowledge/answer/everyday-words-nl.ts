/**
 * Dutch words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS and the
 * groups written in synonyms.ts), one concept a line, keyed by the first word of the line they
 * belong to, exactly as it is written there: `first word | dutch words`, comma-separated, as the
 * Portuguese words are (everyday-words-pt.ts); a key that leads several lines ("booking", "child")
 * gives its words to each. Dutch of the Netherlands and of Flanders both, where they differ ("gsm"
 * and "mobiel", "reservatie" and "reservering", "overschrijving" and "bankoverboeking", "bijles",
 * "uurrooster", "namiddag"), and the plurals and diminutives light stemming does not reach
 * ("kinderen", "fietsen", "kindje"; "kamers" is found as "kamer"), with the plurals in -ies it
 * reads as -y ("vakanties", "reservaties"). A word already on its line ("douche", "balkon",
 * "examen", "geschenk") is not written again. Kept as strict as the other lists: every word means
 * the line's concept, and a word with another everyday meaning in Dutch is left out ("bank" a bank
 * and a sofa, "kaart" a card, a map and a menu, "duur" dear and a duration, "belasting" a tax and a
 * load, "maat" a size and a mate, "stof" fabric and dust, "kussen" a pillow and to kiss, "zijde"
 * silk and a side, "leren" to learn and of leather, "ouders" read as "ouder", a parent and older,
 * "dag" a day and hello, "middag" noon in Flanders, "ezel" a donkey and an easel, "binnen" and
 * "buiten" also within and besides), and so is one that is a common word of another meaning in
 * English, German, Spanish, French, Italian or Portuguese, since the lines are shared across them:
 * "kind", "bad", "room", "door", "trap", "boot", "file", "pin", "btw", "dozen", "strand",
 * "rooster", "consult", "lessen" (English), "winkel" (a corner), "tassen" (cups), "bellen" (to
 * bark), "wollen", "reis", "zonen", "boten", "planten" (German), "ver", "leer", "mantel", "pasen",
 * "vier", "poes" (Spanish and Portuguese), "les", "dans", "mes", "vis", "pont", "bon", "dure",
 * "manege" (French), "offerte" (Italian offers), "kleinkind" (a German toddler). Some concepts
 * therefore have no line ("lesson", "learn", "tax", "fabric", "beach", "donkey", "parents", "riding
 * school"), and neither does one whose Dutch word is already on it ("garage", "water", "taxi",
 * "toilet"); nor are function words, or "een", an article as well as one. Written folded, as
 * questions are read: lower case, no accents or diaeresis ("privéles" as "priveles", "allergieën"
 * as "allergieen", "skiën" as "skien"), "ij" kept as it is, apostrophes dropped. The last lines are
 * led by the Spanish word or abbreviation of a synonyms.ts group that names an everyday concept of
 * commerce in English ("tienda, shop, store"; "ppl, people, person").
 */
export const DUTCH_WORDS = `
  house | huis, huizen, woonhuis, woning, woningen
  home | thuis, aan huis
  apartment | appartementen
  room | kamer, zaal, zalen
  bedroom | slaapkamer
  bathroom | badkamer
  kitchen | keuken
  storey | verdieping, verdiepingen
  ground floor | begane grond, gelijkvloers
  stairs | trappenhuis
  basement | kelder, souterrain
  roof | dak, daken
  garden | tuin, tuinen
  window | raam, venster
  door | deur, deuren
  wall | muur, muren
  building | gebouw, gebouwen
  furniture | meubels, meubelen, meubilair
  bed | bedden
  heating | verwarming, verwarmd, verwarmde
  air conditioning | airco, airconditioning, klimaatbeheersing, geklimatiseerd
  key | sleutel
  accommodation | accommodatie, accommodaties, logies, onderdak
  overnight stay | overnachting, overnachtingen, overnachten
  towel | handdoek, handdoeken
  child | kinderen, kindje, kindertjes
  baby | zuigeling, zuigelingen
  teenager | tiener, puber, jongeren
  son | zoon, zoontje
  daughter | dochter, dochtertje
  family | gezin, gezinnen
  senior | gepensioneerde, gepensioneerden, ouderen, 65-plussers, 65-plusser
  member | leden
  student | leerling, leerlingen, scholier, scholieren
  guest | gasten
  pet | huisdier, huisdieren
  week | weken
  month | maand, maanden
  year | jaar, jaren
  hour | uur, uren
  minute | minuut
  weekend | weekenden
  vacation | vakantie, vakanties
  public holiday | feestdag, feestdagen
  afternoon | namiddag
  night | nachten
  season | seizoen, seizoenen
  timetable | dienstregeling, lesrooster, uurrooster
  birthday | verjaardag, verjaardagen, verjaardagsfeest, verjaardagsfeestje
  party | feest, feestje, feesten
  wedding | bruiloft, bruiloften, huwelijk, trouwfeest
  christmas | kerst, kerstmis, kerstdagen
  easter | paasdagen, paasweekend
  price | prijs, prijzen, tarief, tarieven
  fee | honorarium
  cost | kosten
  cheap | goedkoop, goedkope, goedkoper, voordelig
  expensive | prijzig, prijzige
  discount | korting, kortingen
  payment | betaling, betalingen
  pay | betalen
  invoice | factuur, facturen
  receipt | kassabon, bonnetje, kwitantie, kwitanties, betalingsbewijs
  cash | contant, contanten, contant geld
  credit card | creditcard, pinpas, bankpas, betaalkaart, bankkaart, debetkaart
  contactless | contactloos, contactloze
  bank transfer | overschrijving, bankoverschrijving, bankoverboeking
  instalment | afbetaling, in termijnen, gespreid betalen, gespreide betaling
  surcharge | toeslag, toeslagen, meerprijs
  tip | fooi, fooien
  vat | omzetbelasting, inclusief btw, exclusief btw
  quote | prijsopgave, prijsofferte, kostenraming
  package | pakket, pakketten
  subscription | abonnementen
  membership | lidmaatschap, lidmaatschappen
  voucher | waardebon, waardebonnen, cadeaubon, cadeaubonnen, tegoedbon
  coupon | kortingscode, kortingsbon, kortingsbonnen, actiecode, promotiecode
  order | bestelling, bestellingen
  return | retourneren, retourzending, retouren, terugsturen, terugbrengen
  change | wijzigen, wijziging, wijzigingen, veranderen
  appointment | afspraak, afspraken
  booking | reservering, reserveringen, reservatie, reservaties, reserveren, boeking, boekingen
  cancel | annuleren, afzeggen
  reschedule | omboeken, uitstellen
  waiting list | wachtlijst, wachtlijsten
  trial | proefles, proeflessen, proeftraining
  first visit | eerste bezoek, eerste consult, kennismakingsgesprek, intakegesprek
  consultation | consultatie, consultaties, adviesgesprek
  advice | advies
  repair | reparatie, reparaties, repareren, herstelling, herstellingen
  cleaning | schoonmaak, schoonmaken, reiniging, poetsen, kuisen
  delivery | levering, leveringen, leveren, bezorging, bezorgen, verzending, verzenden, thuisbezorging
  pickup | afhalen, afhaling, ophalen
  installation | installatie, installaties, installeren, plaatsing
  maintenance | onderhoud, onderhouden
  inspection | inspectie, inspecties, keuring, keuringen
  slot | tijdslot, tijdsloten, tijdvak
  wait | wachten, wachttijd, wachttijden
  complaint | klacht, klachten
  emergency | noodgeval, noodgevallen, spoedgeval, spoedgevallen, spoeddienst, noodsituatie
  urgent | spoed, spoedeisend, met spoed
  address | adres
  directions | routebeschrijving, wegbeschrijving
  street | straat, straten
  entrance | ingang, ingangen, toegang
  exit | uitgang, uitgangen
  parking | parkeren, parkeerplaats, parkeerplaatsen, parkeergelegenheid, parkeerterrein
  bus | bussen
  train | trein, treinen
  airport | luchthaven, vliegveld
  city | stad, steden
  district | wijk, wijken, buurt, stadsdeel
  suburb | buitenwijk, buitenwijken, voorstad
  map | landkaart, stadsplattegrond, stadsplan
  distance | afstand, afstanden
  far | veraf, ver weg
  near | dichtbij, nabij, in de buurt
  bike | fiets, fietsen
  excursion | uitstap, uitstapje, dagtocht, dagtrip, excursie, excursies
  ticket | toegangskaart, toegangskaartje, toegangsbewijs, entreekaart, entreebewijs
  course | cursus, cursussen
  training | opleiding, opleidingen, bijscholing
  private lesson | priveles, privelessen, individuele les, individuele lessen
  tutoring | bijles, bijlessen, huiswerkbegeleiding, studiebegeleiding
  after-school | naschoolse opvang, buitenschoolse opvang, bso, naschoolse activiteiten
  certificate | certificaat, certificaten, diploma, getuigschrift
  school | scholen
  university | universiteit, universiteiten, hogeschool, hogescholen
  kindergarten | kinderopvang, kinderdagverblijf, kinderdagverblijven, kleuterschool, kleuterklas, peuterspeelzaal
  camp | kamp, zomerkamp, zomerkampen, vakantiekamp, vakantiekampen
  homework | huiswerk
  swimming | zwemmen, zwemles, zwemlessen
  pool | zwembad, zwembaden
  gym | sportschool, sportscholen, fitnesscentrum
  sport | sporten
  music | muziek
  dance | dansen, dansles, danslessen
  painting | schilderen, schilderij, schilderijen, schilderles
  cooking | koken, kookles, kooklessen, kookworkshop
  language | taal, talen
  game | spel, spelletje
  toy | speelgoed
  teach | lesgeven, les geven, onderwijzen
  schmerz | pijn, pijnen
  back pain | rugpijn, rugklachten, pijn in de rug
  tooth | tand, tanden, gebit
  eye | oog, ogen
  skin | huid
  hair | haren
  pregnancy | zwangerschap, zwanger
  allergy | allergieen
  medicine | medicijn, medicijnen, medicatie, geneesmiddel, geneesmiddelen
  health insurance | zorgverzekering, zorgverzekeraar, ziektekostenverzekering, ziekenfonds, mutualiteit
  pharmacy | apotheek, apotheken
  hospital | ziekenhuis, ziekenhuizen, hospitaal
  sick | ziek, zieke
  injury | letsel, verwonding, verwondingen
  massage | masseren
  disabled | gehandicapt, gehandicapte, gehandicapten, mindervalide, mindervaliden, met een beperking
  spectacles | bril, brillen
  dentist | tandarts, tandartsen, tandartspraktijk
  bag | handtas, handtassen
  box | doos, doosje
  gift | cadeautje, kado, kadootje
  clothes | kleding, kleren, kledij
  shoes | schoen, schoenen
  size | kledingmaat, schoenmaat
  colour | kleur, kleuren
  material | materiaal, materialen
  tool | gereedschap, werktuig, werktuigen
  battery | batterij, batterijen, accu
  phone | telefoon, gsm, mobiel, mobieltje, smartphone
  call | opbellen, telefoneren
  spare part | reserveonderdeel, reserveonderdelen, wisselstuk, wisselstukken
  second-hand | tweedehands
  new | nieuw, nieuwe
  broken | kapot, kapotte
  brand | merk
  model | modellen
  changing room | kleedkamer, paskamer, pashokje
  breakfast | ontbijt, ontbijten
  lunch | middageten, lunchen
  dinner | avondeten, avondmaal
  menu | menukaart, spijskaart
  food | eten, voedsel
  drink | drank, dranken, drankje, drinken
  coffee | koffie
  tea | thee
  beer | biertje, pils, pintje
  milk | melk
  vegan | veganistisch, veganistische, veganist
  vegetarian | vegetarische, vegetarier
  gluten-free | glutenvrij, glutenvrije, zonder gluten, coeliakie
  lactose-free | lactosevrij, lactosevrije, zonder lactose
  takeaway | afhalen, om mee te nemen, afhaalmaaltijd
  table | tafel
  form | formulier
  document | documenten
  contract | contracten
  passport | paspoort, paspoorten
  id card | identiteitskaart, identiteitsbewijs, id-kaart
  tax return | belastingaangifte, aangifte inkomstenbelasting
  registration | inschrijving, inschrijvingen, inschrijven, aanmelden, aanmelding
  weather | weerbericht, weersverwachting, weersvoorspelling
  rain | regenen, regenachtig
  wind | winderig
  sunny | zonnig, zonneschijn
  snow | sneeuw
  indoor | overdekt, overdekte, binnenshuis
  outdoor | buitenshuis, openlucht, in de open lucht
  bring | meebrengen, meenemen
  rent | huren, verhuren, huur
  borrow | lenen, uitlenen, lening
  smoking | roken, roker
  dog | hond, honden
  puppy | pup
  cat | kat, katten
  kitten | katje
  horse | paard, paarden
  rabbit | konijn, konijnen
  guinea pig | cavia
  bird | vogeltje
  parrot | papegaai, papegaaien
  fish | vissen
  tortoise | schildpad, schildpadden
  animal | dier, dieren
  farm | boerderij, boerderijen, kinderboerderij
  cow | koe, koeien
  sheep | schaap, schapen
  goat | geit, geiten
  leash | hondenriem, hondenlijn, aangelijnd
  dog collar | hondenhalsband
  cage | kooi, kooien
  vaccination | vaccinatie, vaccinaties, inenting, inentingen, ingeent, gevaccineerd
  deworming | ontworming, ontwormen, ontwormd
  flea | vlo, vlooien
  zecke | teek
  microchip | gechipt
  claws | klauwen
  fur | vacht
  kennel | hondenpension, dierenpension
  pet sitter | dierenoppas, hondenoppas, huisdierenoppas
`;
