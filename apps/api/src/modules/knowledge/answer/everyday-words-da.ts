/**
 * Danish words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS, the
 * trades' lists and the groups written in synonyms.ts), with Norwegian Bokmål on the same line
 * where it writes the word otherwise ("lejlighed", "leilighet"; "cyklen", "sykkelen"), one concept
 * a line, keyed by the first word of the line they belong to, exactly as it is written there:
 * `first word | danish and norwegian words`, comma-separated, as the Swedish words are
 * (everyday-words-sv.ts); some lines are led by a German or Spanish word ("schmerz", "stiefel",
 * "entrenador", "hermana", "oferta", "candado", "paciente"). Danish and Norwegian add the article
 * to the end of a noun and light stemming reaches little of it, so a line writes the indefinite and
 * definite singular and plural visitors and sites use ("cyklen, cykler, cyklerne"; "sykkel,
 * sykkelen, sykler, syklene"), the "-t" and "-e" forms of an adjective ("vegansk, veganske") and a
 * verb's infinitive with its present ("betale, betaler"). A form already on its line, in any
 * language, is not written again ("cykel", "hund", "hunden", "kaffe", "toilet", "garage",
 * "terrasse", "betaling", "levering", "kat", "melk", "ferie", "rabat", "filial", "barnet", "huset",
 * "elevator").
 *
 * Kept as strict as the other lists: every word means the line's concept. A form with another
 * everyday meaning in Danish or Norwegian is left out: "nøgle" (folded "nogle", some), "dyr" (an
 * animal and expensive), "frokost" (Danish lunch, Norwegian breakfast), "køkken" (folded "kokken",
 * the cook), the Norwegian "skjørt" forms (folded as "skjorte", a shirt: so neither "skjorter" nor
 * "skjortene" is written), "kjolen" (Swedish the skirt), "time" and "timen" (an hour, a lesson, an
 * appointment), "tid", "aftale" (an appointment and an agreement), "skat" and "skatt" (a tax and a
 * treasure), "skade" (an injury and damage), "recept" (a prescription and a recipe), "dæk" and
 * "dekk" (a tyre and a deck: only "cykeldæk", "bildækkene", "sykkeldekk"), "slange" (a tube, a
 * snake, a hose: only "cykelslange", "sykkelslange"), "tæppe" and "teppe" (a blanket and a carpet),
 * "pude" (a pillow and a cushion, and Spanish "I could"), "lærer" (a teacher and learns),
 * "begynder" (a beginner and begins), "tjener" (a waiter and earns), "skema" (a form and a
 * timetable), "maling" (paint, painting, and "måling" a measuring), "stige" (a ladder and to rise),
 * "brænde" (firewood and to burn), "låge" (a gate, folded the Norwegian "lage", to make), "ved"
 * (firewood and at), "fyr" (a boiler, a lighthouse, a guy), "isolering" (insulation and isolation),
 * "ledig" (available and unemployed), "tilgængelig" (available and accessible), "kort" (a card, a
 * map, short), "mand" (a man and a husband, a Dutch basket), "hår", "får", "båd", "båt", "sø", "å",
 * "kød" (folded "har", "far", "bad", "bat", "so", "a", "kod"), "ost" (German east), "krans" (its
 * stem "kran", a crane). And so is one that is a common word of another meaning in English, German,
 * Spanish, French, Italian, Portuguese, Dutch, Polish, Czech, Swedish or Turkish, since the lines
 * are shared across them: "pris", "prisen", "priser", "prisene" (French taken, "prises"; English
 * prison: asks-da.ts asks the price), "by", "barn", "børn" (born), "have", "haven", "hus", "huse"
 * (Czech goose), "rum", "rom", "tag", "taget" (Swedish the train), "tage" (German days), "gave",
 * "fly", "mad", "maden" (Dutch maggots), "mat", "bord", "lane", "male", "ride", "pose", "store",
 * "stor" (a Polish blind), "stol" and "stole" (Polish a table), "dans", "vente" (French a sale),
 * "trappe" (French a hatch), "trapper" (a Dutch pedal), "briller" (French to shine), "familier"
 * (French familiar), "dato" (Italian given), "sang", "kor" (Turkish blind), "kone" (Czech horses),
 * "mor" (Turkish purple, Czech plague), "far", "ven" (Czech out), "nat", "jul" (July), "lagen"
 * (Dutch layers), "dug", "bold", "spand", "troje" (Polish three), "pels" (Spanish "pelos"), "lejer"
 * (Danish "lever", lives), "leie", "leier", "leien" (German "Leine", "leider", "leihen"), "aften"
 * (after), "sentrum" (sent), "kvinder" (German children), "damer" (German "Dauer"), "hjem" and
 * "hjemme" (read as "hjelm" and inside "hjemmeside"), "vand" (read inside "vandre"), "vann"
 * (Italian "vanno"), "sengen" and "senga" (German "senden", Italian "senza"), "dager" (German
 * "Dauer"), "året" (French "arrêt"), "timer", "timerne" (English time), "billige", "billett",
 * "billetter", "bestilling" (read as "bill", "best"), "levere", "leverer" (Danish lives), "fragt",
 * "fragten" (German "Frage", "fragen"), "hente" (German "heute"), "henting" (heating), "haster"
 * (Spanish "hasta"), "farve" (fare), "farge" (German "Frage"), "gamle" (game), "konen" (German
 * "können"), "bade" (badge), "påske" and "påsken" (French "passe", German "passen"), "kylling"
 * (killing), "skolen" (stolen), "svømmer" (German "Sommer"), "toget" (together), "taket" (taken),
 * "veske" (French "veste"), "taske" (taste), "gade" and "gaden" (grade, garden), "penge" (French
 * "pense"), "pakken" (German "parken"), "endre" (French "entre"), "endring" (ending), "booke"
 * (broke), "montering" (read as Italian "monte"), "venter" (Spanish "vender"), "biler" (German
 * "Bier"), "busser" (German "besser"), "byer" (buyer), "byene" (Italian "bene"), "forstad" (Swedish
 * "första"), "kartet" (German "Karte"), "skoler" (Spanish "soler"), "lejren" (read as "lejen", the
 * rent), "leiren", "leirer" (German "leihen", "leider"), "basseng" (bass), "lære" (German "leere"), "tenner" (tennis),
 * "huden" (German "Huren"), "allergiker" (French "aller"), "gaven", "gaver" (given, giver), "klær"
 * (German "klar"), "tekstil" (Danish "tekst"), "brugt", "brukt" (Danish "brug", French "brut"),
 * "kaffen" (German "kaufen"), "bordet" (border), "sneen" (seen), "kanin" (German "kann"), "gardin"
 * (garden), "laeder" (leader), "pletter" (platter), "større" (store), "alderen" (German "anderen"),
 * "flyet" (fleet), "passager" (passage), "avreise" (German "Anreise", arrival), "ferje" (French
 * "ferme"), "paraply" (Spanish "para"), "havet" (have), "marsvin" (March), "esler" (Danish "eller",
 * or), "heis" (German "heiß"), "kobe" (read inside "København"), "venn" (inside "vennligst"),
 * "refusion" (refused), "tapet" (taper), "speil" (German "Spiel"), "peis" (German "Preis"), "buket"
 * (bucket), "hytte" (German "hatte"), "murer" (Spanish "mujer"), "læge" (German "lange"), "stald"
 * (stand), "servitør" (Czech "servis"). Written folded, as questions are read: lower case, "å" as
 * "a", "ø" as "o", "æ" as "ae" ("åbningstider" is "abningstider", "kørestol" "korestol", "tandlæge"
 * "tandlaege"). Some concepts have no line to join ("open", "closed", a bicycle's chain, bell,
 * lights, pedals and gears, "lock" beyond a door lock and a padlock), and "værksted" (a repair
 * workshop) is not put on "workshop", whose line is a class.
 */
export const DANISH_WORDS = `
  house | husene
  home | hjemmet
  apartment | lejlighed, lejligheden, lejligheder, lejlighederne, leilighet, leiligheten, leiligheter, leilighetene
  room | vaerelse, vaerelset, vaerelser, vaerelserne, rommet, rommene
  bedroom | sovevaerelse, sovevaerelset, sovevaerelser, soverom, soverommet, soverommene
  bathroom | badevaerelse, badevaerelset, badevaerelser, baderom, baderommet, baderommene
  toilet | toilettet, toiletter, toiletterne, toalettet, toalettene
  kitchen | kokkenet, kokkener, kokkenerne, kjokken, kjokkenet, kjokkener, kjokkenene
  storey | etagerne, etasje, etasjen, etasjer, etasjene
  ground floor | stueetage, stueetagen
  stairs | trappen, trappa, trappene, trapperne, trappeopgang, trappeoppgang
  basement | kaelder, kaelderen, kaeldre, kaelderne, kjeller, kjelleren, kjellere, kjellerne
  garden | baghave, baghaven, hagene
  terrace | terrasser, terrasserne, terrassene
  balcony | altanerne, balkonen, balkoner, balkonerne, balkong, balkongen, balkonger, balkongene
  garage | garager, garagerne, garasje, garasjen, garasjer, garasjene
  window | vindue, vinduet, vinduer, vinduerne, vindu, vinduene
  door | dorene, hoveddor, hoveddoren
  wall | vaeggen, vaegge, vaeggene, veggen, veggene
  building | bygning, bygningen, bygninger, bygningerne, bygningene
  furniture | mobler, moblerne, moblene
  bed | seng, senge, sengene, senger
  shower | bruseren, brusebad, brusebadet, dusj, dusjen, dusjer
  heating | opvarmning, opvarmet, opvarmede, oppvarming, oppvarmet, oppvarmede, centralvarme, sentralvarme
  air conditioning | aircondition, klimaanlaeg, klimaanlegg
  water | vandet, vannet
  key | noglerne, nokkel, nokkelen, nokler, noklene
  accommodation | indkvartering, indkvarteringen, innkvartering, innkvarteringen
  overnight stay | overnatning, overnatningen, overnatninger, overnatting, overnattingen, overnattinger
  towel | handklaede, handklaedet, handklaeder, handklaederne, handkleet, handklaerne
  baby | babyen, babyer, babyerne, spaedbarn, spedbarn
  teenager | teenageren, teenagere
  daughter | datter, datteren, dattera, dotrene
  parents | foraeldre, foraeldrene, foreldre, foreldrene
  family | familierne, familiene
  senior | pensionist, pensionisten, pensionister, pensionisterne, folkepensionist, pensjonist, pensjonisten, pensjonister, pensjonistene, seniorer
  beginner | begynderen, begyndere, begynderne, nybegynder, nybegyndere, nybegynner, nybegynneren, nybegynnere
  member | medlemmet, medlemmer, medlemmerne, medlemmene
  student | studerende, studentene
  guest | gaest, gaesten, gaester, gaesterne, gjest, gjesten, gjester, gjestene
  pet | kaeledyr, kaeledyret, kaeledyrene, kjaeledyr, kjaeledyret, kjaeledyrene
  day | dage, dagene
  week | uge, ugen, uger, ugerne, uke, uka, uken, uker, ukene
  month | maneden, maneder, manederne, manedene
  minute | minutten, minutter, minutterne, minuttet, minuttene
  weekend | weekender
  vacation | ferierne, feriene, sommerferie
  public holiday | helligdag, helligdagen, helligdage, helligdagene, helligdager
  afternoon | eftermiddage, ettermiddag, ettermiddagen
  night | naetter, naetterne, nattene
  season | saeson, saesonen, saesoner, sesong, sesongen, sesonger
  semester | semestret, semesteret, semestrene
  date | datoerne
  timetable | koreplan, koreplanen, timeplan, timeplanen, tidsplan, tidsplanen, rutetabell
  birthday | fodselsdag, fodselsdagen, fodselsdage, bursdag, bursdagen, bursdager
  party | festerne, festene
  wedding | bryllup, brylluppet, bryllupper, bryllupet
  christmas | julen, juleaften, julaften
  easter | paaske, paskeferie
  fee | gebyr, gebyret, gebyrer, gebyrerne, gebyrene
  cost | omkostning, omkostninger, omkostningerne, kostnadene
  cheap | billigere, billigste
  expensive | dyreste
  discount | rabatterne, rabattene
  payment | betalinger, betalingerne, betalingene
  pay | betale, betaler
  invoice | fakturaen, fakturaer, fakturaerne, fakturaene, regningen, regninger
  receipt | kvittering, kvitteringen, kvitteringer
  cash | kontanterne, kontantene
  credit card | betalingskort, betalingskortet, dankortet, bankkort, bankkortet, visakort
  contactless | kontaktlose
  bank transfer | bankoverforsel, overforsel
  instalment | afdrag, avdrag, ratebetaling, delbetaling
  surcharge | tillaegget, tillegget, merpris
  tip | drikkepenge, drikkepenger
  vat | momsen, mervaerdiafgift, merverdiavgift
  quote | pristilbud, prisoverslag, kostnadsoverslag
  package | pakke, pakker, pakkerne, pakkene
  subscription | abonnementet, abonnementer, abonnementerne, abonnementene
  membership | medlemskab, medlemskabet, medlemskaber
  voucher | gavekort, gavekortet
  coupon | kuponen, kuponer, rabatkode, rabatkoder, rabattkode, rabattkoder
  money | pengene, penger
  order | bestillingen, bestillinger, bestille
  return | returnere, returnerer, returnering, returret, fortrydelsesret, angrerett
  change | aendrer, aendring, aendringen, aendringer, endrer, endringen, endringer
  appointment | tidsbestilling, tidsbestillingen
  booking | bookingen, bookinger, booker, reservere, reserverer, reservationen, reservasjon, reservasjonen
  cancel | afbestille, afbestiller, afbestilling, afbestillingen, aflyse, aflyser, aflysning, avbestille, avbestiller, avbestilling, avbestillingen, avlyse, avlyser, annullere, annullerer, afbud, avbud
  reschedule | ombooke, ombooking, udskyde
  waiting list | venteliste, ventelisten, ventelister
  trial | provetime, provetimen, provetraening, provetrening
  first visit | forste besog, forste besok
  consultation | konsultasjon, konsultasjonen
  advice | radgivningen
  repair | reparere, reparerer, repareret, reparationen, reparasjon, reparasjonen, reparasjoner, reparert
  cleaning | rengoring, rengoringen, rengjoring, rengjoringen
  delivery | hjemlevering, udbringning, forsendelse, forsendelsen
  pickup | afhentning, afhente, afhenter, avhenting
  installation | installere, installerer, installasjon, installasjonen, monteringen
  maintenance | vedligeholdelse, vedlikehold, eftersynet, ettersynet, serviceeftersyn
  inspection | inspeksjon
  wait | ventetid, ventetiden
  complaint | klage, klager, reklamationen, reklamasjon, reklamasjonen
  emergency | nodsituation, nodstilfaelde, nodsituasjon, nodtilfelle, nodvagt, nodvakt
  urgent | hastende, presserende
  directions | vejbeskrivelse, veibeskrivelse
  street | gaderne
  entrance | indgang, indgangen, indgange, inngang, inngangen, innganger, adgang, adgangen
  exit | udgang, udgangen, udgange
  parking | parkeringsplads, parkeringspladsen, parkeringspladser, parkeringsplass, parkeringsplassen, parkeringsplasser, parkere, parkerer
  auto | bilerne, bilene
  bus | busserne, bussene
  train | togene
  airport | lufthavn, lufthavnen, flyplass, flyplassen
  city | byen, byerne
  district | bydel, bydelen, bydele, bydeler
  map | landkort, bykort
  distance | avstanden
  far | langt vaek, langt borte
  near | i naerheden, i naerheten, taet pa
  bike | cyklen, cykler, cyklerne, sykkel, sykkelen, syklen, sykler, syklene
  excursion | udflugt, udflugten, udflugter, utflukt, utflukten, utflukter
  ticket | billetten, billetterne, billettene
  lesson | leksjon, leksjonen, leksjoner
  course | kursus, kurset, kurserne, kursene
  training | efteruddannelse, videreuddannelse, opplaering, etterutdanning, videreutdanning
  level | niveauet, niveauer, nivaet
  private lesson | privattime, privattimer, privatundervisning, eneundervisning
  tutoring | lektiehjaelp, leksehjelp
  after-school | sfo, skolefritidsordning, fritidshjem
  exam | eksamen, eksamenen
  certificate | certifikat, certifikatet, certifikater, sertifikat, sertifikatet, sertifikater
  school | skole, skolerne, skolene
  university | universitet, universitetet, universiteter
  kindergarten | bornehave, bornehaven, bornehaver, vuggestue, vuggestuen, barnehage, barnehagen, barnehager
  camp | lejr, sommerlejr, leir, sommerleir
  homework | lektier, lektierne, lekser, leksene
  swimming | svomning, svomme, svommeskole, svommeskolen, svomming, svommeundervisning
  pool | svommehal, svommehallen, svommehaller, svommehall, svommebassin, svommebassinet, svommebasseng, bassenget
  gym | fitnesscenter, fitnesscentret, traeningscenter, treningssenter, treningssenteret
  sport | idraet, idraetten, idrett, idretten
  music | musikken, musikk
  dance | dansekursus, dansekurs, danseskole
  cooking | madlavning, matlaging
  language | sprog, sproget, sprogene, sprakene
  game | spil, spillet, spillene
  toy | legetoj, leketoy
  teach | undervise
  schmerz | smerte, smerten, smerter, smerterne, smertene
  back pain | rygsmerter, ryggsmerter, ondt i ryggen, vondt i ryggen
  tooth | taender, taenderne, tann, tennene
  eye | oje, ojet, ojne, ojnene, oyet, oyne, oynene
  pregnancy | graviditet, graviditeten, gravid
  allergy | allergiske
  medicine | medicinen, medisin, medisinen, medisiner, laegemiddel, legemiddel, legemidler
  health insurance | sygeforsikring, sundhedsforsikring, sygesikring, helseforsikring
  pharmacy | apotekerne, apotekene
  hospital | hospitalet, sygehus, sygehuset, sykehus, sykehuset
  sick | syg, syge, syk
  injury | kvaestelse, kvaestelser
  massage | massasje, massasjen
  disabled | handicappet, handicappede, funktionsnedsaettelse, funksjonshemmet, funksjonshemmede, funksjonshemning, funksjonsnedsettelse
  spectacles | brillerne, brillene
  dentist | tandlaege, tandlaegen, tandlaeger, tannlege, tannlegen, tannleger
  bag | vesken, vesker
  box | aeske, aesken, aesker, eske, esker
  gift | gaverne, gavene
  clothes | toj, tojet, klaerne
  shoes | sko, skoene
  size | storrelse, storrelsen, storrelser
  colour | farven, farverne, fargene
  material | materialet, materialer, materialerne
  tool | vaerktoj, vaerktojet, verktoy, verktoyet
  battery | batteri, batteriet, batterier, batterierne, batteriene
  phone | telefonen, telefoner
  call | opkald, oppringing
  computer | computeren, computere, datamaskin, datamaskinen
  spare part | reservedel, reservedelen, reservedele, reservedelene, reservedeler
  second-hand | genbrug
  new | nye
  broken | odelagt, odelagte, i stykker
  model | modeller
  changing room | omklaedningsrum, omklaedningsrummet, omkledningsrom
  breakfast | morgenmaden
  lunch | lunsj, lunsjen
  dinner | aftensmad, aftensmaden, kveldsmat
  menu | menuen, menukort, menukortet, spisekort, spisekortet, menyen
  food | fodevarer, madvarer, matvarer
  drink | drikke, drikkevarer, drikkevare
  milk | maelk, maelken
  vegan | vegansk, veganske
  vegetarian | vegetariske, vegetar, vegetarer
  gluten-free | glutenfrit, glutenfrie
  lactose-free | laktosefri, laktosefrit, laktosefritt, laktosefrie
  form | formularen, formularer, skjema, skjemaet
  document | dokumenter, dokumenterne, dokumentene
  contract | kontrakten, kontrakter, kontrakterne, kontraktene
  id card | legitimasjon, identitetskort
  tax return | selvangivelse, selvangivelsen, skattemelding, skattemeldingen
  registration | tilmelding, tilmeldingen, tilmelde, tilmelder, indskrivning, pamelding, pameldingen, innmelding
  weather | vejr, vejret, vejrudsigt, vaermelding
  rain | regnvejr, regnvaer
  wind | blaest, blaesende
  sunny | solskin, solrig, solrigt, solskinn
  snow | sne, snoen
  indoor | indendors, innendors
  outdoor | udendors, utendors, udenfor, utenfor
  bring | medbringe, medbringer, tage med, ta med
  rent | leje, lejes, lejepris, leiepris
  borrow | udlan
  smoking | rygning, ryge, ryger, rygeforbud, rogfri, royking, royke, royker, roykfri
  dog | hundene, hunder
  puppy | hvalp, hvalpen, hvalpe, hvalpene, valper, valpene
  cat | kattene
  kitten | kattekilling, kattunge, kattungen, kattunger
  horse | hest, hestene, hester
  pony | ponni
  rabbit | kaninen, kaniner, kaninerne, kaninene
  guinea pig | marsvinet, marsvinene
  bird | fugl, fugle, fuglene, fugler
  parrot | papegoje, papegojen, papegoye
  fish | fisk, fisken, fiskene
  tortoise | skildpadde, skildpadden, skildpadder, skilpadde, skilpadden, skilpadder
  animal | dyret, dyrene
  farm | bondegard, bondegarden
  cow | koerne
  sheep | sauene
  goat | ged, gederne, geiter
  donkey | aesel, aeslet, aesler, eselet
  leash | hundesnor
  vaccination | vaccinationen, vaccinationer, vaccinen, vacciner, vaccinere, vaccineret, vaksine, vaksinen, vaksiner, vaksinasjon, vaksinere, vaksinert
  neuter | kastrere, kastreret, kastrert, sterilisering, steriliseret, sterilisert
  deworming | ormekur, ormekuren, ormebehandling
  flea | loppe, lopper, lopperne, loppene
  zecke | skovflat, skovflaten
  microchip | chipmaerket, chipmerket
  claws | kloer, kloerne, klorne
  fur | pelsen
  kennel | hundepensionen, hundepensjonat, hundehotell
  pet sitter | dyrepasser, dyrepasning, dyrepass
  dog grooming | hundefrisor, hundetrimning, hundetrimming
  dog training | hundetraening, hundeskole, hundeskolen, hundetrening
  cat litter | kattegrus, kattesand
  breed | hunderace, hunderacer, hunderase
  breeder | opdraetter, opdraetteren, oppdretter, oppdretteren
  bowl | madskal, foderskal, vandskal
  pet food | dyrefoder, dyremad, dyrefor
  dog food | hundemad, hundemat, hundefor
  cat food | kattemad, kattefoder, kattemat, kattefor
  dog-friendly | hunde tilladt, hunder tillatt, hundevenlig, hundevennlig
  shirt | skjorte, skjorten, skjorterne
  blouse | bluser, bluserne, blusene
  t-shirt | t-shirten, t-skjorte
  trousers | bukser, bukserne, buksene
  jeans | cowboybukser
  skirt | nederdel, nederdelen, nederdele
  dress | kjole, kjoler, kjolerne, kjolene
  jacket | jakke, jakken, jakker, jakkerne, jakkene
  overcoat | frakke, frakker, vinterfrakke
  sweater | trojen, trojer, genser, genseren, gensere
  scarf | halstorklaede, torklaede, skjerf, skjerfet
  necktie | slipsene
  socks | sokker, sokkerne, sokkene
  underwear | undertojet
  swimsuit | badedragt, badetoj, badebukser, badedrakt, badetoy, badebukse
  pyjamas | nattoj, nattoy
  gloves | handskerne, hanskene, votter
  sneakers | gummisko, joggesko, sportssko
  stiefel | stovler, stovlerne, stovlene, gummistovler
  sandals | sandalerne, sandalene
  slippers | hjemmesko, tofler
  curtains | gardinet, gardinerne, gardinene, forhaeng
  bed linen | sengetoj, sengetojet, sengetoy, sengetoyet
  duvet | dyne, dynen, dynerne, dynene
  pillow | hovedpude, hovedpuden, hovedpuder, hodepute, hodeputen, hodeputer
  cushion | sofapude, sofapuder, sofapute, sofaputer
  blanket | uldtaeppe, ullteppe
  bed sheet | lagenet, lagnerne
  tablecloth | bordduken
  wool | uld, ulden, uldne, ull
  silk | silke
  cotton | bomuld, bomulden, bomull
  leather | laederet
  stain | flekk, flekken, flekker
  zipper | lynlas, lynlasen, glidelas, glidelasen
  hem | oplaegning
  seamstress | syerske, syersken, skraedder, skredder
  sewing | syning
  ironing | strygning, stryking
  laundry | vasketoj, vasketojet, vasketoy, klesvask
  launderette | montvask, vaskeri, vaskeriet
  dry cleaning | renseri, renseriet, kemisk rensning
  washing machine | vaskemaskine, vaskemaskinen, vaskemaskiner, vaskemaskin
  tumble dryer | torretumbler, torretumbleren, torketrommel, torketrommelen
  clothing alterations | omsyning, tojreparation
  small | lille
  tiny | lillebitte, bitteliten
  huge | enormt
  heavy | tungere, tungeste
`;
