/** The Danish and Norwegian words, continued (kept apart for the files' length): written as everyday-words-da.ts's header says. */
export const MORE_DANISH_WORDS = `
  old | gammel, gammelt
  young | yngre, ungdom
  age group | aldersgruppe, aldersgruppen, aldersgrupper
  tram | sporvogn, sporvognen, letbane, letbanen, trikk, trikker, bybane
  long-distance bus | fjernbus, ekspressbuss, langdistansebuss
  taxi | taxaen, taxien, drosje, drosjen
  motorbike | motorcykel, motorcyklen, motorcykler, motorsykkel, motorsykkelen, motorsykler
  flight | flyrejse, flyrejsen, flyreise, flyreisen
  airplane | flyene, flyvemaskine, flyvemaskinen
  luggage | bagagen, bagasje, bagasjen
  suitcase | kuffert, kufferten, kufferter, koffert, kofferten, kofferter
  passenger | passasjeren, passasjerer
  departure | afgang, afgangen, afrejse, afrejsen
  arrival | ankomsttid, ankomsttidspunkt
  journey | rejse, rejsen, rejser, reiser
  driving school | koreskole, koreskolen, kjoreskole, kjoreskolen, trafikkskole
  driving lesson | koretime, koretimer, kjoretime, kjoretimer
  driving licence | korekort, korekortet, forerkort, forerkortet
  motorway | motorvejen, motorveien
  traffic jam | trafikprop, trafikproppen
  petrol station | tankstationen, bensinstasjon, bensinstasjonen
  petrol | benzinen, bensin, bensinen
  charging station | ladestander, ladestanderen, ladestasjon, ladestasjonen
  public transport | offentlig transport, kollektiv trafik, kollektivtrafikk, kollektivtransport
  on foot | til fods, til fots
  ferry | faerge, faergen, faerger
  car hire | biludlejning, lejebil, bilutleie, leiebil
  cycle path | cykelsti, cykelstien, cykelstier, sykkelsti, sykkelvei, sykkelveien
  horse riding | ridning, ridetur, rideundervisning
  riding school | rideskole, rideskolen, ridecenter, ridesenter
  hiking | vandre, vandretur, vandreture, vandreturer, fottur, fotturer
  hiking trail | vandrerute, vandresti, tursti
  cycling | cykle, sykle, sykling
  climbing | klatring, klatre
  skiing | skilob, skisport, skikjoring
  ice skating | skojtelob, skojter, skojtebane, skoyter, skoytelop, skoytebane
  campsite | campingplads, campingpladsen, campingplass, campingplassen
  tent | telt, teltet, teltene, telter
  helmet | hjelm, hjelmen, hjelme, hjelmene, hjelmer, cykelhjelm, sykkelhjelm
  backpack | rygsaek, rygsaekken, rygsaekke, ryggsekk, ryggsekken, ryggsekker
  bottle | flaske, flasken, flasker, flaskerne, flaskene, drikkedunk
  umbrella | paraplyen
  sunscreen | solcreme, solkrem
  playground | legeplads, legepladsen, legepladser, lekeplass, lekeplassen
  beach | strandene
  seaside | ved havet, ved kysten
  lake | soen, soerne, innsjo, innsjoen
  mountain | bjerg, bjerget, bjergene, fjell, fjellet
  forest | skov, skoven, skovene, skoger
  river | floden, elv, elvene
  museum | museer, museerne, museene
  guided tour | rundvisning, guidet tur, omvisning
  competition | konkurrence, konkurrencen, konkurrencer, konkurranse, konkurransen, konkurranser
  tournament | turneringer
  workout | traeningen, treningen
  entrenador | traeneren, traenere, treneren
  intermediate | mellemniveau, mellomniva
  advanced | avanceret, avancerede, avansert, avanserte
  husband | aegtemand, ektemann
  wife | hustru
  spouse | aegtefaelle, aegtefaellen, ektefelle, ektefellen
  toddler | smabarn, smaborn
  grandparents | bedsteforaeldre, besteforeldre
  grandmother | bedstemor, mormor
  grandfather | bedstefar, morfar, farfar
  grandchild | barnebarn, barnebarnet, borneborn, barnebarna
  father | faedre
  brother | bror, brodre
  hermana | soster, sosteren, sostre
  siblings | soskende
  friend | veninde, vennene, vennerne
  neighbour | nabo, naboen, naboer
  colleague | kollega, kollegaen, kolleger, kollegaer
  twins | tvillinger, tvillingerne, tvillingene
  babysitter | barnepige, barnevakt
  included | inkluderet, inkludert
  electric | elektrisk, elektriske
  cargo van | varevogn, varevognen, varevogne, varebil, varebilen, varebiler
  minibus | minibussen, minibusser
  estate car | stasjonsvogn
  off-road vehicle | firehjulstraek, firehjulstrekk
  category | kategori, kategorier
  klasse | klasser, klasserne, klassene
  motorhome | autocamper, autocamperen, autocampere, bobil, bobilen
  caravan | campingvogn, campingvognen, campingvogne, campingvogner
  tow bar | anhaengertraek, hengerfeste
  fuel | braendstof, drivstoff
  full tank | fuld tank
  unlimited mileage | fri kilometer, frie kilometer, ubegraensede kilometer, ubegrensede kilometer
  chauffeur | chauffor, chaufforen, sjafor, sjaforen
  additional driver | ekstra chauffor, ekstra sjafor
  child seat | autostol, autostolen, autostole, barnesaede, barnesete, bilstol
  booster seat | selepude, selepute
  automatic transmission | automatgear, automatgir
  manual transmission | manuelt gear, manuelt gir
  roof box | tagboks, takboks
  roof rack | tagbagagebaerer, takstativ
  snow chains | snekaeder, snokjettinger
  winter tyres | vinterdaek, vinterdaekkene, vinterdekk, vinterdekkene
  tyre | cykeldaek, cykeldaekket, cykeldaekkene, bildaekkene, sykkeldekk, sykkeldekket, bildekkene
  tyre change | daekskift, hjulskift, dekkskift
  puncture | punkteringen, fladt daek
  brake | bremser, bremserne, bremsene
  exhaust pipe | udstodning, eksos
  windscreen | forrude, forruden, frontrude, frontrute, frontruten
  oil change | olieskift, oljeskift
  roadworthiness test | bilsyn, eu-kontroll
  car wash | bilvask, vaskehal, vaskehall
  tow truck | kranvogn, bergingsbil
  roadside assistance | vejhjaelp, veihjelp
  car repair shop | autovaerksted, bilvaerksted, bilverksted
  mechanic | mekaniker, mekanikeren, mekanikere, automekaniker, bilmekaniker
  bodywork | karosseri, karosseriet
  shuttle bus | pendulbus, pendelbuss
  motor scooter | knallert, knallerten, knallerter
  kick scooter | lobehjul, lobehjulet, sparkesykkel, sparkesykkelen
  e-bike | elcykel, elcyklen, elcykler, elsykkel, elsykkelen, elsykler
  mountain bike | mountainbiken, terraengcykel, terrengsykkel
  road bike | racercykel, racercyklen, racercykler, landevejscykel, racersykkel, landeveissykkel
  cargo bike | ladcykel, ladcyklen, ladcykler, christianiacykel, lastesykkel, lastesykler
  bike trailer | cykelanhaenger, cykeltrailer, sykkelhenger, sykkelvogn
  inner tube | cykelslange, cykelslanger, sykkelslange, sykkelslanger
  saddle | sadel, sadelen, sadler
  martial arts | kampsport
  self-defence | selvforsvar
  boxing | boksning, boksing
  boxing gloves | boksehandsker, bokshansker
  belt | baelte, baeltet, baelter, beltet
  black belt | sort baelte, svart belte
  exercise mat | traeningsmatte, treningsmatte
  personal trainer | personlig traener, personlig trener
  day pass | dagsbillet, dagsbillett
  season ticket | saesonkort, sesongkort
  soccer | fodbold, fotball
  sports pitch | fodboldbane, fotballbane
  racket | ketsjer, ketcher, ketsjeren
  tennis court | tennisbane, tennisbaner
  golfschlager | golfkolle
  golf course | golfbane
  golf cart | golfbil, golfvogn
  climbing wall | klatrevaeg, klatrevegg, klatrehal, klatrehall
  archery | bueskydning, bueskyting
  shooting range | skydebane, skytebane
  go-karting | gokartbane
  ski pass | heiskort
  ski boots | skistovler, skistovlerne
  ski instructor | skilaerer, skiinstruktor
  sledge | kaelk, kaelken, kjelke, kjelken, akebrett
  chess | skak, sjakk
  soft play | legeland, lekeland
  bouncy castle | hoppeborg, hoppepude
  diving | dykning, dykking, dykke
  wetsuit | vaddragt, vatdrakt
  surfboard | surfbraet, surfebrett
  kayak | kajakker, kajakk
  canoe | kanoer
  paddle | padleare
  life jacket | redningsvest, redningsvesten, flydevest, flytevest
  sailing | sejlads
  sailboat | sejlbad, seilbat
  yacht | lystbad, lystbat
  pedalo | vandcykel, pedalbad, pedalbat
  jet ski | vandscooter, vannscooter
  boat trip | badtur, sejltur, battur
  fishing | lystfiskeri, fisketur
  fishing licence | fisketegn, fiskekort
  fishing rod | fiskestang, fiskestangen, fiskestaenger
  bait | madding, agn
  meditation | meditasjon
  reflexology | zoneterapi, zoneterapeut
  osteopath | osteopat
  chiropractor | kiropraktor, kiropraktoren
  podiatrist | fodterapeut, fotterapeut
  psychologist | psykolog, psykologen, psykologer
  psychotherapy | psykoterapi, psykoterapeut
  dietitian | diaetist
  speech therapist | talepaedagog, logopaed
  dermatologist | hudlaege, hudlege
  gynaecologist | gynaekolog, gynekolog
  paediatrician | bornelaege, barnelege
  eye doctor | ojenlaege, oyelege
  optician | optikeren
  contact lenses | kontaktlinser
  eye test | synsprove, synstest
  hearing aid | horeapparat, horeapparater
  hearing test | horetest, horselstest
  prescription | resepten
  blood test | blodprove, blodprover
  x-ray | rontgenbillede, rontgenbilde
  ultrasound | ultralyd, ultralydsscanning
  dental hygienist | tandplejer, tannpleier, tandrensning
  teeth whitening | tandblegning, tannbleking
  dental braces | tandbojle, tannregulering
  orthodontist | tandregulering, kjeveortoped
  dental implant | tandimplantat, tannimplantat
  root canal | rodbehandling, rotfylling
  tooth extraction | tandudtraekning
  dentures | tandprotese, tandproteser, tannprotese
  nurse | sygeplejerske, sygeplejersken, sykepleier, sykepleieren
  midwife | jordemoder, jordemor
  care home | plejehjem, plejehjemmet, sykehjem, sykehjemmet, aldershjem
  home care | hjemmepleje, hjemmehjaelp, hjemmesykepleie, hjemmehjelp
  home visit | hjemmebesog, hjemmebesok
  crutches | krykker, krykkerne
  medical certificate | laegeerklaering, legeerklaering
  hairdresser | frisor, frisoren, frisorer, frisorsalon, frisorsalong
  barber | barberen
  manicure | manikyr
  pedicure | pedikyr, fodpleje
  nail polish | neglelak, neglelakk
  eyelashes | ojenvipper, oyevipper
  eyelash extensions | vippeextensions
  lash lift | vippeloft, vippelift
  eyebrows | ojenbryn, oyenbryn, bryn
  waxing | voksbehandling
  hair removal | harfjerning
  laser hair removal | laserharfjerning
  facial | ansigtsbehandling, ansiktsbehandling
  make-up | sminke, sminken
  makeup artist | makeupartist, sminkor
  beauty salon | skonhedsklinik, skonhedssalon, skjonnhetssalong
  cosmetics | kosmetikk
  perfume | parfume, parfumen, parfumer
  tattoo | tatovering, tatoveringen, tatoveringer
  steam room | dampbad, dampbadet
  hot tub | spabad, boblebad
  armchair | laenestol, lenestol
  sofa | sofaer
  sofa bed | sovesofa
  stool | skammel
  wardrobe | klaedeskab, garderobeskab, klesskap
  mattress | madrassen, madrasser, madrass
  upholstery | polstring, ompolstring
  upholsterer | mobelpolstrer, mobeltapetserer
  foam | skumgummi
  velvet | flojl, floyel
  faux leather | kunstlaeder, kunstskinn
  window blinds | persienner, rullegardin
  lamp | lamper, lamperne, lampene
  light bulb | elpaere, lyspaere
  mirror | spejl, spejlet, spejle, speilet
  picture frame | billedramme, bilderamme
  picture framing | indramning, innramming
  function room | selskabslokale, selskapslokale, festsal
  balloon | ballonen, ballonerne, ballongen
  fireworks | fyrvaerkeri, fyrverkeri
  fancy dress | udklaedning, utkledning
  decoration | pynt, dekorasjon
  invitation | invitationen, indbydelse, invitasjon, invitasjonen
  waiter | servitoren, servitrice
  newlyweds | brudepar, nygifte
  wedding planner | bryllupsplanlaegger, bryllupsplanlegger
  honeymoon | bryllupsrejse, bryllupsreise
  christening | barnedab, barnedap
  funeral | begravelse, begravelsen
  funeral home | bedemand, bedemanden, begravelsesbyra
  cremation | kremering
  live music | levende musik, livemusikk
  concert | koncerten, koncerter, konsert, konserten, konserter
  theatre | teater, teatret, teateret, teatre
  cinema | biografen, kinoen
  exhibition | udstilling, udstillingen, utstilling, utstillingen
  art gallery | kunstgalleri, galleri
  song | sangene
  rehearsal room | ovelokale, ovingslokale
  recording studio | lydstudie, lydstudio
  microphone | mikrofonen, mikrofoner
  loudspeaker | hojttaler, hoyttaler
  sound system | lydanlaeg, lydanlegg
  sound engineer | lydtekniker
  headphones | horetelefoner, hodetelefoner
  drums | trommesaet, trommesett
  drummer | trommeslager
  guitar | guitaren, guitarer, gitar, gitarer
  violin | violiner, fiolin
  choir | korsang
  singing | synge, sangundervisning
  jar | syltetojsglas
  gift basket | gavekurv, gavekurven
  bread | brodet, rugbrod
  bakery | bageren, bageri, bageriet, bakeri, bakeriet
  cake | kage, lagkage, kake
  pastry shop | konditori, konditoriet
  butcher | slagter, slagteren, slakter, slakteren
  meat | kjott, kjottet
  fishmonger | fiskehandler, fiskeforretning
  fruit | frugt, frugten
  vegetables | grontsager, gronnsaker
  organic | okologisk, okologiske
  honey | honning, honningen
  olive oil | olivenolie, olivenolje
  egg | aeg, aeggene
  flour | hvedemel
  spices | krydderier, krydderi, krydder
  chicken | kyllingen
  beef | oksekod, storfekjott
  pork | svinekod, svinekjott
  lamb | lammekod, lammekjott
  sandwich | smorrebrod, smorbrod
  juice | juicen
`;
