/** The Danish and Norwegian words, continued (the last third): written as everyday-words-da.ts's header says. */
export const REST_OF_DANISH_WORDS = `
  opening | abning, apning
  chocolate | chokolade, chokoladen, sjokolade, sjokoladen
  candy | bolsjer, godteri
  ice cream | flodeis, iskrem
  dessert | desserten
  appetizer | forret, forretten
  main course | hovedret, hovedretten, hovedrett
  set menu | dagens ret, dagens rett
  tasting | smagning
  wine tasting | vinsmagning, vinsmaking
  wine glass | vinglas, vinglass
  cutlery | bestikket
  candle | stearinlys
  soap | saebe
  grocery | kobmand, dagligvarer, dagligvarebutik, dagligvarebutikk, matbutikk
  bookshop | boghandel, bokhandel
  stationery | papirvarer
  jewellery | smykker, smykke, smykkerne, smykkene
  jeweller | guldsmed, gullsmed
  engagement ring | forlovelsesring
  wedding ring | vielsesring
  necklace | halskaede, halskjede
  earrings | oreringe, oreringer
  wristwatch | armbandsur
  watchmaker | urmager, urmaker
  wallet | tegnebog, lommebok
  sunglasses | solbriller
  business suit | jakkesaet
  wedding dress | brudekjole
  workwear | arbejdstoj, arbeidsklaer
  school uniform | skoleuniform
  pantyhose | strompebukser
  raincoat | regnjakke, regnfrakke
  waterproof | vandtaet, vanntett
  baseball cap | kasket
  beanie | strikhue
  shoe repair | skomager, skomaker
  shoe shop | skobutik, skobutikk
  embroidery | broderi, broderet, brodert
  knitting | strikning, strikking
  crochet | haekling, haekle
  pottery | keramikk, pottemageri
  drawing | tegning, tegninger, tegne
  language school | sprogskole, sprakskole
  driving test | koreprove, forerprove, oppkjoring
  plumber | vvs-installator, blikkenslager, rorlegger
  electrician | elektrikeren
  painter | malermester
  carpenter | tomrer, snedker, tommermann, snekker
  roofer | tagdaekker, taktekker
  bricklayer | mureren
  tiler | fliselaegger, flislegger
  tiles | fliser, fliserne, flisene
  roof tiles | takstein
  welding | svejsning, svejser, sveising, sveiser
  handyman | altmuligmand, altmuligmann
  renovation | renovering, renoveringen
  worktop | bordplade, benkeplate
  kitchen sink | kokkenvask, kjokkenvask
  washbasin | handvask
  faucet | vandhane, vannkran
  boiler | gasfyr, oliefyr
  water heater | varmtvandsbeholder, varmtvannsbereder
  radiator | radiatorer
  heat pump | varmepumpe, varmepumper
  solar panels | solceller, solcelleanlaeg, solcellepanel
  power socket | stikkontakt, stikkontakten, stikkontakter
  smoke alarm | rogalarm, roykvarsler
  fire extinguisher | ildslukker, brandslukker, brannslukker, brannslukningsapparat
  burglar alarm | tyverialarm
  cctv | overvagningskamera, overvakingskamera
  locksmith | lasesmed
  key cutting | noglekopi, nokkelkopiering
  door lock | dorlas
  room safe | pengeskab
  skip hire | affaldscontainer, byggecontainer
  house removals | flytning, flytningen, flytting
  removal company | flyttefirma, flyttemand, flyttebyra
  self storage | opbevaring, opbevaringen, oppbevaring, oppbevaringen, vinteropbevaring, vinteroppbevaring
  furniture assembly | mobelmontering
  garage door | garageport, garasjeport
  skylight | ovenlysvindue, tagvindue, takvindu
  carpet | gulvtaeppe, gulvteppe
  flooring | gulvbelaegning, gulvbelegg
  laminate flooring | laminatgulv
  parquet | parketgulv
  paint | vaegmaling, veggmaling
  varnish | lak, lakk
  dampness | fugt, fugten, fukt
  mould | skimmelsvamp, muggsopp
  leak | laekage, lekkasje
  blocked drain | tilstoppet aflob, tett avlop
  septic tank | septiktank, septiktanken
  pest control | skadedyrsbekaempelse, skadedyrbekjempelse
  disinfection | desinfisering
  insulation | efterisolering, etterisolering
  double glazing | termoruder, termorude
  glazier | glarmester
  gutter | tagrende, takrenne
  chimney | skorsten, skorstenen
  fireplace | pejs, pejsen, braendeovn
  chimney sweep | skorstensfejer, skorsteinsfeier
  gardener | gartneren
  gardening | havearbejde, havepleje, hagearbeid
  landscaping | anlaegsgartner, anleggsgartner
  lawn | graesplaene
  lawn mowing | graesslaning, plaeneklipning, plenklipping
  lawnmower | plaeneklipper, gressklipper
  hedge | haekken
  hedge trimming | haekklipning, hekkeklipping
  tree pruning | beskaering, beskjaering
  tree felling | traefaeldning, trefelling
  unkraut | ukrudt, ugress
  potting soil | pottemuld, plantejord
  flower pot | urtepotte, blomsterpotte
  flower | blomst, blomsten, blomster, blomsterne, blomstene
  bouquet | buketten, bukett
  florist | blomsterhandler, blomsterbutik, blomsterbutikk
  greenhouse | drivhuset
  garden shed | redskabsskur, haveskur, hageskur
  garden furniture | havemobler, hagemobler
  fence | hegn, hegnet, gjerde, gjerdet
  garden gate | havelage
  snow removal | snerydning, snomaking, snerydding
  wheelbarrow | trillebor, trillebar
  pressure washer | hojtryksrenser, hoytrykksvasker
  generator | generatoren
  mini digger | gravemaskine, gravemaskin
  power drill | boremaskine, boremaskin
  screw | skrue, skruen, skruer
  ladder | stigen, trappestige
  hardware store | byggemarked, isenkraemmer, jernvarehandel
  firewood | fyringsved
  gas bottle | gasflaske, gasflasken
  cleaning lady | rengoringsdame, rengoringshjaelp, vaskehjelp
  window cleaning | vinduespudsning, vinduespudser, vindusvask
  vacuum cleaner | stovsuger
  double room | dobbeltvaerelse, dobbeltrom
  single room | enkeltvaerelse, enkeltrom
  family room | familievaerelse, familierom
  dorm room | sovesal
  bunk bed | kojeseng, koyeseng
  cot | tremmeseng, barneseng
  extra bed | ekstraseng, ekstra seng
  high chair | barnestol
  pushchair | barnevogn, barnevognen, klapvogn
  baby changing | puslebord, stellebord
  nappies | bleerne, bleene
  half board | halvpension, halvpensjon
  full board | helpension, fuldpension, helpensjon
  front desk | resepsjon
  guesthouse | gaestehus, gjestehus
  youth hostel | vandrerhjem, vandrerhjemmet
  holiday home | sommerhus, feriehus, feriebolig
  sea view | havudsigt, havutsikt
  private bathroom | eget badevaerelse, eget bad
  shared bathroom | faelles badevaerelse, delt bad
  minimum stay | minimumsophold
  luggage storage | bagageopbevaring, bagasjeoppbevaring
  hairdryer | hartorrer, harfoner
  clothes iron | strygejern, strykejern
  kettle | vandkoger, vannkoker
  microwave | mikrobolgeovn, mikroovn
  fridge | koleskab, kjoleskap
  dishwasher | opvaskemaskine, oppvaskmaskin
  oven | ovn, ovnen
  printing | udskrift, udskrive, utskrift, trykkeri
  printer | printeren, printere
  ink | blaekpatron, blekk, blekkpatron
  photocopy | fotokopi
  laminating | laminering
  business cards | visitkort
  flyer | lobeseddel, flygeblad
  poster | plakaten, plakater
  sticker | klistermaerke, klistremerke
  trophy | pokalen, pokaler
  medal | medalje, medaljen, medaljer
  photographer | fotografer
  photo shoot | fotografering
  passport photo | passbilde
  drone | dronen, droner
  digital camera | digitalkamera
  website | hjemmeside, hjemmesiden, nettside, nettsiden
  email | e-post, epost
  phone number | telefonnummeret
  password | adgangskode, adgangskoden
  meeting room | modelokale, moterom
  accountant | bogholder, regnskapsforer
  bookkeeping | bogforing, regnskab, regnskap
  lawyer | advokat, advokaten, advokater
  translation | oversaettelse, oversettelse, oversaetter, oversetter
  estate agent | ejendomsmaegler, eiendomsmegler
  job vacancy | ledig stilling, stillingsopslag, stillingsannonse
  atm | haeveautomat, minibank
  loyalty card | kundekort, stempelkort, klippekort
  gift wrapping | gaveindpakning, gaveinnpakning
  price list | prisliste, prislisten
  wholesale | engros
  sold out | udsolgt, utsolgt
  in stock | pa lager
  clearance sale | udsalg, udsalget, utsalg
  damage | beskadiget, beskadigelse
  late fee | forsinkelsesgebyr
  drop-off | afleveringssted, innleveringssted
  minimum age | aldersgraense, aldersgrense, minimumsalder
  pet shop | dyrehandel, dyrebutik, dyrebutikk
  cattery | kattepension, kattepensjonat
  dog walking | hundelufter, hundeluftning, hundelufting
  horse stable | hestestald
  max | maksimalt
  man | mannen
  woman | kvinde, kvinden, kvinne, kvinnen
  foot | fod, foten
  knife | kniv, kniven
  tv | fjernsyn
  buy | kober, kjope, kjoper
  shop | butik, butikken, butikker, butikk
  ppl | personer
  pic | bilde
  wheelchair | korestol, korestolen, rullestol, rullestolen, handicapvenlig, korestolsvenlig, rullestolvennlig
  lift | elevatoren
  postcode | postnummeret
  haircut | klipning, harklipp
  women | kvinner
  men | menn, herrer
  beard | skaeg, skaegget, skjegg, skjegget
  bath | badet
  check-in | indtjekning, innsjekking
  check-out | udtjekning, utsjekking
  card | kortbetaling
  old town | gamlebyen
  city centre | bymidten, indre by
  opening hours | abningstider, abningstid, abningstiderne, apningstider, apningstid
  staff | personalet, ansatte
  founded | grundlagt, grunnlagt
  event | arrangementet, arrangementer, arrangementerne, arrangementene
  vet | dyrlaege, dyrlaegen, dyrlaeger, dyrlege, veterinaer
  oferta | tilbud, tilbuddet, tilbuddene, tilbudet
  candado | cykellas, sykkellas, haengelas, hengelas
  mensual | manedlig, manedligt
  anual | arlig, arligt
  semanal | ugentlig, ugentligt, ukentlig
  financiacion | finansiering
  libro | boger
  paciente | patienten, patienter, pasient, pasienten, pasienter
  doctor | laegerne
  tratamiento | behandling, behandlingen, behandlinger
  maths | matematik, matematikk
  physics | fysik, fysikk
  chemistry | kemi, kjemi
  biology | biologi
  geography | geografi
  english | engelsk
  german | tysk
  spanish | spansk
  italian | italiensk
  portuguese | portugisisk
  dutch | hollandsk, nederlandsk
  polish | polsk
  turkish | tyrkisk
  arabic | arabisk
  russian | russisk
  ukrainian | ukrainsk
  croatian | kroatisk
  greek | graesk, gresk
  chinese | kinesisk
  japanese | japansk
  sign language | tegnsprog, tegnsprak
  metro | metroen, t-bane, t-banen
  stop | stoppested, stoppestedet, holdeplads, holdeplass
  station | stationen, stasjon, stasjonen, banegard, banegarden
  teacher | laereren, laerere, laererne, instruktoren, instruktorer
  group | grupper, grupperne, gruppene
  adult | voksen, voksne
  deposit | depositum, depositummet, forudbetaling, forhandsbetaling
  refund | refundering, penge tilbage, pengene tilbage
  free | uden beregning, kostnadsfritt
  rental | udlejning, udlejningen, udleje, utleie, utleien, udlejes
  equipment | udstyr, udstyret, utstyr, utstyret
  insurance | forsikring, forsikringen, forsikringer, forsikret
  warranty | garanti, garantien, garantier, reklamationsret
  meeting point | motested
  morning | formiddag, formiddagen
  evening | aftenen, kveld, kvelden, kvelder
  winter | vinter, vinteren
  summer | sommeren
  expire | udlobe, utlope, gyldig, gyldigt, gyldighed, gyldighet, udlobsdato, utlopsdato
  physio | fysioterapeut, fysioterapeuten, fysioterapi
  wreath | kranse
  plant | plantene, planterne
  work | arbejde, arbeide, arbeid
`;
