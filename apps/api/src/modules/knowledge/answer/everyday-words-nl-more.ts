/** The second half of the Dutch words (everyday-words-nl.ts explains them and what is left out), kept apart for length. */
export const MORE_DUTCH_WORDS = `
  dog grooming | trimsalon, hondentrimsalon, trimmen
  dog training | hondenschool, hondentraining, hondencursus, puppycursus
  cat litter | kattenbakvulling, kattengrit
  breed | hondenras, kattenras
  breeder | fokker
  bowl | voerbak, voerbakken, drinkbak
  pet food | dierenvoer, diervoeding
  dog food | hondenvoer, hondenbrokken
  cat food | kattenvoer, kattenbrokken
  pet-friendly | huisdiervriendelijk, huisdieren toegestaan, huisdieren welkom
  dog-friendly | hondvriendelijk, hondvriendelijke, honden toegestaan, honden welkom
  shirt | overhemd, overhemden
  blouse | bloes, bloezen
  trousers | broek, broeken
  jeans | spijkerbroek, spijkerbroeken, jeansbroek
  skirt | rok, rokken
  dress | jurk, jurken, jurkje
  jacket | jas, jassen, jasje
  overcoat | winterjas, winterjassen
  sweater | trui, truien
  scarf | sjaal
  necktie | stropdas, stropdassen
  socks | sok, sokken
  underwear | ondergoed
  swimsuit | badpak, badpakken, zwembroek, zwemkleding
  gloves | handschoenen
  hat | hoed, hoeden
  sneakers | sportschoenen, gympen
  stiefel | laars, laarzen
  slippers | pantoffels
  curtains | gordijn, gordijnen
  bed linen | beddengoed, bedlinnen
  duvet | dekbed, dekbedden
  pillow | hoofdkussen, oorkussen
  cushion | sierkussen, zitkussen
  blanket | deken
  bed sheet | hoeslaken, bedlaken
  tablecloth | tafelkleed, tafellaken
  wool | wol
  cotton | katoen
  leather | lederen
  linen | linnen
  stain | vlek, vlekken
  zipper | ritssluiting, ritssluitingen
  seamstress | naaister, coupeuse
  sewing | naaien, naaiwerk
  ironing | strijken, strijkservice, gestreken
  laundry | wasgoed, vuile was
  launderette | wassalon, wasserette
  dry cleaning | stomerij, droogkuis, chemisch reinigen
  washing machine | wasmachine
  tumble dryer | wasdroger, droogtrommel, droogkast
  clothing alterations | kledingreparatie, kledingreparaties, verstelwerk
  big | groot, grote
  tiny | piepklein, minuscuul
  huge | enorm, reusachtig, gigantisch
  heavy | zwaar, zware
  old | oud, oude
  young | jong, jonge
  age | leeftijd, leeftijden
  age group | leeftijdsgroep, leeftijdsgroepen, leeftijdscategorie
  long-distance bus | touringcar, langeafstandsbus
  motorbike | motorfiets, motorfietsen
  flight | vlucht, vluchten
  airplane | vliegtuig, vliegtuigen
  passenger | reiziger
  departure | vertrek, vertrektijd
  arrival | aankomst, aankomsttijd
  driving school | rijschool, rijscholen, autorijschool
  driving lesson | rijles, rijlessen
  driving licence | rijbewijs
  motorway | snelweg, snelwegen, autosnelweg
  traffic jam | verkeersopstopping, verkeersopstoppingen
  petrol station | tankstation, benzinestation
  petrol | benzine
  charging station | laadpaal, laadpalen, laadstation, oplaadpunt
  public transport | openbaar vervoer, ov
  on foot | te voet
  boat | bootje
  ferry | veerboot, veerboten, veerpont
  car hire | autoverhuur, autohuur, huurauto, huurwagen
  cycle path | fietspad, fietspaden
  horse riding | paardrijden, paardrijles
  hiking | wandelen, wandeling, wandelingen, wandeltocht
  hiking trail | wandelpad, wandelpaden, wandelroute
  cycling | fietstocht, wielrennen
  climbing | klimmen
  skiing | skien
  ice skating | schaatsen
  campsite | kampeerterrein, kampeerplaats
  tent | tenten
  helmet | fietshelm
  backpack | rugzak, rugzakken
  bottle | fles, flessen, flesje
  umbrella | paraplu
  sunscreen | zonnebrandcreme, zonnecreme
  playground | speeltuin, speeltuinen, speelplein
  sea | zee
  seaside | aan zee, aan de kust, kust
  lake | meren
  mountain | gebergte
  forest | bos, bossen, woud
  river | rivier, rivieren
  museum | musea
  guided tour | rondleiding, rondleidingen
  competition | wedstrijd, wedstrijden, competitie, competities
  tournament | toernooi, toernooien, tornooi
  intermediate | halfgevorderd, halfgevorderden
  advanced | gevorderd, gevorderden
  husband | echtgenoot
  wife | echtgenote
  spouse | echtgenoten, huwelijkspartner
  toddler | peuter, dreumes
  grandparents | grootouders, opa en oma
  grandmother | grootmoeder
  grandfather | grootvader
  grandchild | kleinkinderen, kleinzoon, kleindochter
  mother | moeder
  father | vader
  brother | broer
  hermana | zussen, zusje
  siblings | broers en zussen
  friend | vriend, vriendin, vrienden, vriendinnen
  neighbour | buurman, buurvrouw, buren
  twins | tweeling, tweelingen
  babysitter | oppas
  uk | verenigd koninkrijk, groot-brittannie
  eu | europese unie, europa
  us | verenigde staten, amerika
  mouse | muis, muizen
  louse | hoofdluis, luizen
  foot | voet, voeten
  bedbug | bedwants, bedwantsen
  tv | televisie
  wifi | draadloos internet
  buy | kopen, aankoop, aankopen
  shop | webwinkel
  mobile | mobiel, gsm, mobieltje, mobiele telefoon
  gift card | cadeaukaart, cadeaubon, cadeaubonnen
  car park | parkeerplaats, parkeerterrein, parkeergarage
  ppl | persoon, personen, mensen
  2 | twee
  3 | drie
  5 | vijf
  6 | zes
  7 | zeven
  8 | acht
  9 | negen
  pause | pauzeren, opschorten
  wheelchair | rolstoel, rolstoelen, rolstoeltoegankelijk, rolstoelvriendelijk, drempelvrij
  postcode | postnummer
  haircut | knipbeurt, knippen
  cut | knippen, snijden
  women | dames, vrouwen
  men | heren, mannen
  bath | wassen, wasbeurt
  beard | baard
  check-in | inchecken
  check-out | uitchecken
  card | kaartbetaling, pinnen
  old town | oude stad, historisch centrum, oude binnenstad
  city centre | centrum, stadscentrum, binnenstad
  branch | filiaal, filialen, vestiging, vestigingen
  opening hours | openingstijden, openingsuren
  staff | personeel, medewerkers
  founded | opgericht, oprichting
  event | evenement, evenementen
  vet | dierenarts, dierenartsen
  english | engels, engelse
  german | duits, duitse
  spanish | spaans, spaanse
  french | frans, franse
  italian | italiaans, italiaanse
  portuguese | portugees, portugese
  dutch | nederlands, nederlandse, vlaams, hollands
  polish | poolse
  turkish | turks, turkse
  arabic | arabische
  russian | russische
  ukrainian | oekraiens, oekraiense
  croatian | kroatische
  greek | grieks, griekse
  chinese | chinees
  japanese | japans, japanse
  sign language | gebarentaal
  stop | bushalte, tramhalte
  station | treinstation, busstation
  teacher | leraar, lerares, leraren, docent, docenten, leerkracht, leerkrachten, instructeur, juf
  group | groep, groepen
  adult | volwassene, volwassenen, volwassen
  deposit | borg, borgsom, waarborg, waarborgsom, aanbetaling, voorschot
  refund | terugbetaling, terugbetalen, restitutie, geld terug
  cancellation | annulering, annuleringen, annulatie, afzegging
  free | kosteloos
  rental | verhuur
  equipment | uitrusting
  insurance | verzekering, verzekeringen
  meeting point | verzamelpunt, verzamelplaats, ontmoetingspunt, trefpunt
  morning | ochtend, ochtenden, voormiddag
  evening | avond, avonden
  summer | zomer
  expire | vervallen, vervalt, vervaldatum, geldig, geldigheid, geldigheidsduur
  physio | fysio, fysiotherapeut, fysiotherapie, kinesist, kinesitherapeut, kinesitherapie
  session | sessie, sessies
  wreath | krans, kransen, rouwkrans
  work | werken
  travel | reizen
  tienda | webwinkel
  profesor | leraar, lerares, docent
  limpieza | schoonmaak
  revision | onderhoudsbeurt, servicebeurt
  reparacion | reparatie
  cita | afspraak
  descuento | korting
  oferta | aanbieding, aanbiedingen
  estudiante | leerling, leerlingen
  nino | kindje
  ninos | kinderen
  perro | hond, honden
  aparcamiento | parkeerplaats, parkeergelegenheid
  aparcar | parkeren
  estacionamiento | parkeerplaats
  candado | hangslot
  vino | wijn, wijnen
  te | thee
  membresia | lidmaatschap
  suscripcion | abonnement, abonnementen
  mensual | maandelijks, maandelijkse
  anual | jaarlijks, jaarlijkse
  semanal | wekelijks, wekelijkse
  embarazo | zwangerschap
  embarazada | zwanger
  pago | betaling
  plazos | afbetaling, in termijnen
  financiacion | financiering
  alquiler | verhuur, huur
  alquilar | huren
  color | kleur, kleuren
  zapatos | schoenen
  ropa | kleding, kleren
  bano | badkamer, wc
  silla | stoel, stoelen
  doctor | dokter, huisarts, artsen
  tratamiento | behandeling, behandelingen
  precio | prijs, prijzen
  included | inbegrepen, inclusief
`;
