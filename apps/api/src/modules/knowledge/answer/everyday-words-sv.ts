/**
 * Swedish words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS and the
 * trades' lists), one concept a line, keyed by the first word of the line they belong to, exactly
 * as it is written there: `first word | swedish words`, comma-separated, as the Polish and Turkish
 * words are (everyday-words-pl.ts, everyday-words-tr.ts). Swedish adds its article to the end of
 * a noun and light stemming reaches little of it, so a line writes the indefinite and definite
 * singular and plural visitors and sites use ("bil, bilen, bilar, bilarna"), the "-t" and "-a"
 * forms of an adjective ("billig, billigt, billiga") and a verb's infinitive with its present
 * ("boka, bokar"). A form already on its line is not written again ("paket", "kurs",
 * "pool", "weekend", "senior", "student", "telefon", "inklusive"). Kept as strict as the other
 * lists: every word means the line's concept, and a form with another everyday meaning in Swedish
 * is left out ("semester" a vacation and a university term, "skatt" a tax and a treasure, "helg" a
 * weekend and a feast, "skada" an injury and damage, "recept" a prescription and a recipe, "linne"
 * linen and a vest, "filt" a blanket and felt, "däck" a tyre and a deck, "har" hair and has,
 * "vantar" mittens and waits, "tunga" heavy and a tongue, "sangen" the bed and the song), and so is
 * one that is a common word of another meaning in English, German, Spanish, French, Italian,
 * Portuguese, Dutch, Polish or Czech, since the lines are shared across them: "barn", "hus" (a Czech goose), "mat",
 * "maten", "glass", "gift", "bad", "rock", "rum", "hem", "pris", "dans", "tak", "taken", "tag",
 * "tagen", "sang", "bord", "borden", "gata", "gator", "karta", "pass", "vader" (a Dutch father),
 * "middag" (a Dutch afternoon), "kok", "koken", "eleven", "elever", "tenta", "laxa", "ogon", "ont",
 * "hast", "hasten", "bat", "baten", "buren", "koppel", "ras", "rasen", "alder", "lader", "brod",
 * "kaka", "tarta", "lana", "vind", "vinden", "resa", "offert", "adresser", "moms", "fester",
 * "natter", "slips", "pals", "trojan", "hatten", "stort", "stora", "sonder", "ringer", "entre",
 * "bio", "van", "make", "nara". Written folded, as questions are read: lower case, "å" and "ä" as "a", "ö"
 * as "o" ("öppettider" is "oppettider"). Some concepts have no line to join ("open", "closed",
 * "adult", "staff", "morning", "evening").
 */
export const SWEDISH_WORDS = `
  house | huset, husen
  home | hemma, hemmet
  apartment | lagenhet, lagenheten, lagenheter, lagenheterna
  room | rummet, rummen
  bedroom | sovrum, sovrummet, sovrummen
  bathroom | badrum, badrummet, badrummen
  toilet | toalett, toaletten, toaletter, toaletterna
  garden | tradgard, tradgarden, tradgardar
  shower | dusch, duschen, duschar
  water | vatten, vattnet
  key | nyckel, nyckeln, nycklar, nycklarna
  accommodation | boende, boendet
  overnight stay | overnattning, overnattningen, overnattningar
  towel | handduk, handduken, handdukar
  child | barnet, barnen
  baby | bebis, bebisen, bebisar, spadbarn
  family | familj, familjen, familjer
  senior | pensionar, pensionaren, pensionarer, pensionarerna
  beginner | nyborjare, nyborjaren
  member | medlem, medlemmen, medlemmar, medlemmarna
  student | studenten, studenter, studenterna, studerande
  guest | gast, gasten, gaster, gasterna
  pet | husdjur, husdjuret, husdjuren
  day | dag, dagen, dagar, dagarna
  week | vecka, veckan, veckor, veckorna
  month | manad, manaden, manader
  hour | timme, timmen, timmar, timmarna
  minute | minut, minuten, minuter
  public holiday | helgdag, helgdagen, helgdagar
  afternoon | eftermiddag, eftermiddagen, eftermiddagar
  night | natt, natten
  season | sasong, sasongen, sasonger
  date | datum, datumet
  timetable | tidtabell, tidtabellen
  birthday | fodelsedag, fodelsedagen, fodelsedagar, fodelsedagsfest
  party | fest, festen, kalas, kalaset
  price | priset, priserna
  fee | avgift, avgiften, avgifter
  cost | kostnad, kostnaden, kostnader, kostar
  cheap | billig, billigt, billiga
  expensive | dyrt, dyra
  discount | rabatt, rabatten, rabatter
  payment | betalning, betalningen, betalningar
  pay | betala, betalar
  invoice | faktura, fakturan, fakturor
  receipt | kvitto, kvittot, kvitton
  cash | kontanter, kontant
  credit card | kreditkort, kreditkortet
  contactless | kontaktlos, kontaktlost
  bank transfer | bankoverforing, overforing
  tip | dricks
  quote | offerten, offerter
  subscription | prenumeration, abonnemang, abonnemanget
  membership | medlemskap, medlemskapet
  voucher | presentkort, presentkortet
  coupon | kupong, kupongen, kuponger, rabattkod
  money | pengar, pengarna
  order | bestallning, bestallningen, bestallningar, bestalla, bestaller
  return | retur, returer, returnera, returnerar
  booking | bokning, bokningen, bokningar, boka, bokar
  cancel | avboka, avbokar, avbokning, avbestalla, avbestaller
  waiting list | vantelista, vantelistan
  trial | provlektion, provtraning
  consultation | konsultation, konsultationen
  advice | radgivning
  repair | reparation, reparera, reparationer
  cleaning | stadning, stadningen
  delivery | leverans, leveransen, leveranser, leverera, frakt, frakten
  pickup | upphamtning, hamtning
  wait | vanta, vantetid
  emergency | nodfall, nodlage
  urgent | bradskande
  address | adress, adressen
  directions | vagbeskrivning
  street | gatan, gatorna
  entrance | ingang, ingangen
  exit | utgang, utgangen
  parking | parkering, parkeringen, parkeringsplats, parkeringsplatser, parkera
  auto | bil, bilen, bilar, bilarna
  bus | buss, bussen, bussar
  airport | flygplats, flygplatsen
  city | stad, staden, stader
  map | kartan, kartor
  distance | avstand, avstandet
  far | langt bort, avlagset
  near | i narheten
  bike | cykel, cykeln, cyklar
  ticket | biljett, biljetten, biljetter
  lesson | lektion, lektionen, lektioner
  course | kursen, kurser
  training | utbildning, fortbildning
  level | niva, nivan, nivaer
  private lesson | privatlektion, privatlektioner
  exam | examen, tentamen
  school | skola, skolan, skolor
  kindergarten | forskola, forskolan, dagis
  swimming | simning, simma, simskola, simskolan
  pool | simhall, simhallen, bassang, bassangen
  gym | gymmet
  sport | idrott, idrotten
  music | musik, musiken
  dance | dansa, dansen, danskurs
  language | sprak, spraket
  allergy | allergi, allergier, allergisk
  medicine | medicin, mediciner, lakemedel
  health insurance | sjukforsakring
  pharmacy | apotek, apoteket
  hospital | sjukhus, sjukhuset
  sick | sjuk, sjuka
  massage | massagen
  disabled | funktionsnedsattning, rorelsehindrad, funktionshindrad
  bag | vaska, vaskan, vaskor
  clothes | klader, kladerna
  shoes | skor, skorna
  size | storlek, storleken, storlekar
  colour | farg, fargen, farger
  fabric | tyg, tyget, tyger
  phone | mobilen, mobiltelefon
  changing room | provrum, omkladningsrum
  breakfast | frukost, frukosten
  lunch | lunchen, luncher
  menu | meny, menyn
  food | livsmedel
  drink | dryck, drycken, drycker
  coffee | kaffe, kaffet
  milk | mjolk, mjolken
  vegan | veganskt, veganska
  vegetarian | vegetarisk, vegetariskt, vegetariska
  gluten-free | glutenfri, glutenfritt, glutenfria
  lactose-free | laktosfri, laktosfritt, laktosfria
  takeaway | hamtmat
  form | blankett, blanketten, blanketter
  document | dokument, dokumentet, dokumenten
  contract | kontrakt, kontraktet, avtal, avtalet
  id card | legitimation, id-kort
  rain | regn, regnet
  sunny | soligt, solig
  indoor | inomhus
  outdoor | utomhus
  rent | hyra, hyran
  smoking | rokning, rokfritt
  dog | hund, hunden, hundar, hundarna
  puppy | valp, valpen, valpar
  cat | katt, katten, katter
  horse | hastar, hastarna
  animal | djur, djuret, djuren
  vaccination | vaccinering, vaccin, vaccinera
  dog food | hundmat, hundfoder
  cat food | kattmat
  shirt | skjorta, skjortan, skjortor
  trousers | byxor, byxorna
  skirt | kjol, kjolen, kjolar
  dress | klanning, klanningen, klanningar
  jacket | jacka, jackan, jackor
  sweater | troja, trojor
  scarf | halsduk, halsduken, halsdukar
  socks | strumpor, strumporna
  swimsuit | baddrakt, badbyxor
  gloves | handskar, handskarna
  hat | hatt
  stiefel | stovlar, stovlarna
  sandals | sandaler
  slippers | tofflor
  pillow | kudde, kudden, kuddar
  laundry | tvatt, tvatten
  washing machine | tvattmaskin, tvattmaskinen
  small | liten, litet
  heavy | tung, tungt
  old | gammal, gammalt, gamla
  young | ung, unga, ungdomar
  tram | sparvagn, sparvagnen
  taxi | taxin
  airplane | flygplan, flygplanet
  luggage | bagage, bagaget
  suitcase | resvaska
  departure | avgang, avgangen
  arrival | ankomst, ankomsten
  driving licence | korkort, korkortet
  driving school | trafikskola
  petrol station | bensinstation
  public transport | kollektivtrafik, kollektivtrafiken
  on foot | till fots
  ferry | farja, farjan
  hiking | vandring, vandra
  cycling | cykling, cykla
  climbing | klattring, klattra
  skiing | skidakning, skidor
  ice skating | skridskor, skridsko, skridskorna, skridskoakning, skrinna, skridskoslipning, slipning av skridskor, isbana, isbanan, konstfrusen
  campsite | camping, campingplats
  helmet | hjalm, hjalmen, hjalmar
  backpack | ryggsack, ryggsacken
  bottle | flaska, flaskan, flaskor
  playground | lekplats, lekplatsen
  beach | stranden, badstrand
  forest | skog, skogen
  museum | museet
  competition | tavling, tavlingen, tavlingar
  tournament | turnering, turneringen
  workout | traning, traningen, traningspass
  advanced | avancerad, avancerade
  friend | vannen, vanner
  included | ingar, inkluderat, inkluderad
  child seat | bilbarnstol
  day pass | dagskort, dagsbiljett
  season ticket | sasongskort, arskort
  soccer | fotboll
  ball | boll, bollen, bollar
  ski pass | liftkort
  ski boots | pjaxor, skidpjaxor
  fishing | fiske, fiska
  life jacket | flytvast
  meat | kott, kottet
  vegetables | gronsaker
  chicken | kyckling
  soup | soppa, soppan
  chocolate | choklad
  dessert | efterratt
  double room | dubbelrum
  single room | enkelrum
  extra bed | extrasang
  high chair | barnstol
  pushchair | barnvagn
  phone number | telefonnummer
  price list | prislista
  sold out | slutsald, slutsalt, slutsalda
  late fee | forseningsavgift
  minimum age | aldersgrans
  atm | bankomat, uttagsautomat
`;
