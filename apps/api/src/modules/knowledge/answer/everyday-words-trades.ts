/**
 * Everyday words of the goods, services and trades small businesses sell, one concept a line, in
 * the eight languages sites and visitors write, in this order on the one line: English, German,
 * Spanish, French, Italian, Portuguese, Dutch and Polish (no `|` key, unlike the Dutch, Portuguese
 * and Polish lists). Visitors ask in another language than the site's: a German asks a Spanish
 * salon about "Wimpern", a Dutch visitor asks an Italian rental for a "fiets". EVERYDAY_WORDS and
 * MORE_EVERYDAY_WORDS hold what every business shares (home, people, time, money, booking, clothes,
 * pets, travel); these are the words of the trades themselves: vehicles and their rental, bikes,
 * sport, golf and water sports, health and care, beauty, furniture and upholstery, events and
 * celebrations, music and recording (MORE_TRADE_WORDS holds food and shop goods, the trades of the
 * home and garden, lodging, printing and photography, offices, pets). A concept that already has a
 * line on those lists (or the Dutch, Portuguese and Polish ones, or in synonyms.ts) is not written
 * again, and no word stands on two lines. Each line writes the plurals light stemming does not
 * reach (German, Dutch and Italian plurals, Spanish "-es", Portuguese "-oes" and "-ais") and the
 * Polish forms visitors and sites use (nominative singular and plural, the genitive after a number
 * or a negation, an accusative); an "-s" plural is found by stemming ("rackets" as "racket"). Kept
 * strict, as the other lists are: every word on a line means the line's concept and nothing else in
 * everyday use in any of the eight languages (nor in Catalan or Czech, which visitors type too),
 * since a line is shared across them, and a wrong link makes a shop answer the wrong thing while a
 * missing one only makes it say it does not know. A word the matcher's forgiveness (one slip, or
 * the start of a longer word) reads as another everyday word is left out too ("slee" as "sleep",
 * "ampli" as "amplio"). So "bucket" and "basket" are two lines. Left out: "van" (Dutch "of"), "car" and "cars" (French "because",
 * "coaches"), "convertible" (a sofa, a child's seat), "trailer" (a film's), "camper" (a person
 * camping), "driver" (a golf club, software), "tire" (to tire, French "pulls"), "clutch" (a
 * handbag), "limousine" (a German saloon car), "excess" (too much), "franquicia", "franchise" and
 * "franquia" (a franchise), "caravana" (a queue of traffic), "carrinha" (a van and an estate car),
 * "conductor" (an orchestra's), "autista" (Spanish autistic), "motorista" (Spanish motorcyclist),
 * "bestuurder" (a director), "anhanger" and "aanhanger" (a follower), "automaat" and "automat" (a
 * vending machine), "kasko" (partial cover too), "berlina" (a doughnut), "citadino" (a town
 * dweller), "club" and "golf club" (the club and the stick), "court" (French short), "kort" (Dutch
 * short), "mat" and "matte" (a matte print), "cintura" (Spanish waist), "faixa" (a band, an age
 * range), "riem" (a leash), "pas" (a passport), "paski" (stripes), "boks" (read as Polish "bok", a
 * side), "boxen" (loudspeakers), "trampolin" (Spanish diving board), "pesca" (Italian peach),
 * "vela" (a candle), "voile" (a veil), "zeilen" (German lines), "jacht" (Dutch hunt), "remo"
 * (rowing), "angel", "aas" (carrion), "esca" (Italian "goes out"), "toboggan" (a slide), "slee"
 * (read as "sleep"), "secchi" (Italian dry), "cesta" (Czech way), "mand" (read inside "mandarina"),
 * "tageskarte" (a menu of the day), "karnet" (any pass), "oculista" (a Portuguese optician),
 * "attest", "kule" (balls), "krukken" (stools), "matrona" (a matron), "opiekun" (a guardian),
 * "bleaching" (hair), "braces" (trousers), "beugel" (a stirrup), "nails" and "nagel" (iron nails),
 * "unas" (Spanish "some"), "esmalte" and "smalto" (enamel), "vernis", "verniz" and "lakier"
 * (varnish), "hybryda" (a hybrid car), "tipsy", "capsules", "trucco" (a trick), "coiffeuse" (a
 * dressing table), "kapsalon" (a Dutch dish), "extensions" alone, "couch" (French "couches",
 * nappies), "canape" (a snack), "divan" (a bed base), "stolek" (a Czech table), "kruk" (a crutch),
 * "commode", "blinds" (read as "blind"), "jalousie" and "jaloezie" (jealousy), "lampada" (a light
 * bulb), "ampoule" (a blister), "samt" (German "together with"), "cadre" (a manager), "rama"
 * (Spanish branch), "lijst" (a list), "mousse", "pianka" (a wetsuit), "novia", "novio", "noiva",
 * "noivo" (a girlfriend, a boyfriend), "vrijgezellenfeest" (a hen and a stag party both), "costume"
 * (Italian custom), "fantasia", "verkleidung" (cladding), "enterrement" alone, "band" (Dutch tyre,
 * ribbon), "banda" (a gang), "lied" (English), "nummer" (a number), "ensayo", "repetition", "prove"
 * and "proba" (an essay, a repeat, tests), "aufnahme", "enregistrement", "registrazione" and
 * "opname" (an admission, a registration), "gravacao" (an engraving), "piano" (Italian floor, plan,
 * slowly), "bateria", "batterie" and "batteria" (a battery), "batteur" (a whisk), "cuffie"
 * (swimming caps), "ampli" (read as Spanish "amplio"), "sono" (Italian "I am"), "koren" (Dutch
 * grain), "canto" (a corner), "cori" (read inside "coriander"). Written folded, as questions are
 * read: lower case, no accents, "ß" as "ss", umlauts as their base letter, Polish "ł" as "l" (as
 * fold() reads it), elided articles and apostrophes dropped ("chambre d'hôtes" as "chambre hotes",
 * "camera d'aria" as "camera aria"). Taken out after a second reader's review, in both lists:
 * "gerust" (Dutch "at ease"), "pane" (a window's), "backer", "tort" (a legal wrong), "miele" (a
 * brand), "bal" (a dance), "panier" (a shop's cart), "vidange" (a septic tank's), "garnitur" (a
 * set), "moldura" (a moulding), "libreria" (a bookcase), "lenzen", "soczewki" and "kamera" (any
 * lens, a camcorder), the words of humidity and "damp" (Dutch vapour), "camarera" and "cameriera"
 * (a chambermaid), "globo" (a globe), "rv" (a rendez-vous), "itv" (a channel), "selles" (stools),
 * "schimmel" (a grey horse), "organico" (staff), "whirlpool" (a brand), "transporter", the words of
 * an exhibition (a photograph's exposure), "ober" (German "upper"), "coro" (read inside "corona")
 * and "limo" (read inside "limón").
 */
export const TRADE_WORDS = `
  cargo van, panel van, kastenwagen, furgoneta, furgonetas, camionnette, camionnettes, fourgonnette, fourgon, furgone, furgoni, furgoncino, furgao, furgoes, bestelwagen, bestelwagens, bestelbus, bestelbusje, dostawczak, dostawczaki, samochod dostawczy, furgonetka, furgonetki
  minibus, minibuses, kleinbus, kleinbusse, microbus, microbuses, pulmino, pulmini, mini-autocarro, micro-onibus, minibusy, minibusa
  estate car, station wagon, kombi, coche familiar, voiture break, auto familiare, stationwagen, stationcar
  cabrio, cabriolet, descapotable, descapotables, decapotable, decapotables, decappottabile, decappottabili, descapotavel, descapotaveis, conversivel, kabriolet, kabriolety, kabrioletu
  off-road vehicle, four-wheel drive, 4x4, gelandewagen, todoterreno, todoterrenos, tout-terrain, fuoristrada, todo-o-terreno, terreinwagen, terreinwagens, samochod terenowy, terenowka
  category, categories, kategorie, kategorien, categoria, categorias, categorie, categorieen, kategoria, kategorii
  klasse, klassen, classe, classi, klasa, klasy, klasie
  motorhome, motorhomes, campervan, camper van, wohnmobil, wohnmobile, autocaravana, autocaravanas, camping-car, camping-cars, autocaravan, kampeerauto, kamper, kampery, kampera
  caravan, caravans, wohnwagen, caravane, caravanes, roulotte, roulottes, rulote, rulotes, przyczepa kempingowa, przyczepa campingowa
  tow bar, towbar, tow hitch, anhangerkupplung, bola de remolque, enganche de remolque, attelage, gancio di traino, gancio traino, engate de reboque, trekhaak, trekhaken, hak holowniczy
  fuel, kraftstoff, treibstoff, combustible, combustibles, carburant, carburants, carburante, combustivel, combustiveis, brandstof, paliwo, paliwa
  diesel, gasoleo, gasoil, gazole, gasolio, olej napedowy, diesla
  full tank, full-to-full, voller tank, vollgetankt, deposito lleno, lleno a lleno, plein a plein, reservoir plein, pieno a pieno, serbatoio pieno, deposito cheio, cheio a cheio, volle tank, pelny bak
  mileage, kilometrage, kilometraje, chilometraggio, quilometragem
  unlimited mileage, unlimited miles, unbegrenzte kilometer, unbegrenzte freikilometer, kilometraje ilimitado, kilometrage illimite, chilometraggio illimitato, quilometragem ilimitada, onbeperkt kilometers, onbeperkte kilometers, bez limitu kilometrow, nielimitowany przebieg
  chauffeur, chauffeurs, fahrer, fahrerin, chofer, choferes, conducteur, conductrice, conducente, conducenti, condutor, condutora, kierowca, kierowcy, kierowcow, kierowce
  additional driver, second driver, zusatzfahrer, zweiter fahrer, conductor adicional, segundo conductor, conducteur additionnel, conducteur supplementaire, conducente aggiuntivo, secondo conducente, condutor adicional, segundo condutor, extra bestuurder, tweede bestuurder, dodatkowy kierowca, drugi kierowca
  child seat, car seat, baby seat, kindersitz, kindersitze, babyschale, silla infantil, silla de coche, siege enfant, siege auto, siege bebe, seggiolino auto, seggiolini auto, cadeirinha, cadeirinhas, cadeira auto, kinderzitje, kinderzitjes, autostoeltje, autostoeltjes, fotelik, foteliki, fotelika, fotelik samochodowy
  booster seat, booster cushion, sitzerhohung, alzador, alzadores, rehausseur, rehausseurs, alzatina, alzatine, cuscino alzabimbo, assento elevatorio, zittingverhoger, stoelverhoger, podstawka podwyzszajaca, siedzisko podwyzszajace
  automatic transmission, automatic gearbox, automatic car, automatikgetriebe, automatikwagen, automatik, cambio automatico, coche automatico, boite automatique, voiture automatique, auto con cambio automatico, caixa automatica, carro automatico, automatische versnellingsbak, skrzynia automatyczna, automatyczna skrzynia biegow
  manual transmission, manual gearbox, stick shift, schaltgetriebe, schaltwagen, handschaltung, cambio manual, coche manual, boite manuelle, voiture manuelle, cambio manuale, caixa manual, carro manual, handgeschakeld, handgeschakelde, handbak, manuele versnellingsbak, manualna skrzynia biegow, skrzynia manualna
  roof box, rooftop box, dachbox, dachboxen, cofre de techo, cofre portaequipajes, coffre de toit, box da tetto, box tetto, mala de tejadilho, caixa de tejadilho, bagageiro de teto, dakkoffer, dakkoffers, box dachowy
  roof rack, roof bars, dachtrager, dachgepacktrager, baca, bacas, barras de techo, barres de toit, galerie de toit, barre portatutto, portapacchi, barras de tejadilho, rack de teto, dakdrager, dakdragers, bagaznik dachowy, belki dachowe
  snow chains, schneeketten, cadenas de nieve, cadenas para nieve, chaines a neige, chaines neige, catene da neve, catene neve, correntes de neve, sneeuwkettingen, lancuchy sniegowe, lancuchy na snieg
  winter tyres, winter tires, snow tyres, winterreifen, neumaticos de invierno, pneus hiver, pneus neige, gomme invernali, pneumatici invernali, gomme da neve, pneus de inverno, pneus de neve, winterbanden, opony zimowe
  tyre, tyres, reifen, neumatico, neumaticos, pneu, pneumatico, pneumatici, autoband, autobanden, opona, opony, opon
  tyre change, tire change, reifenwechsel, cambio de neumaticos, cambio de ruedas, changement de pneus, cambio gomme, cambio pneumatici, troca de pneus, mudanca de pneus, bandenwissel, wymiana opon
  puncture, flat tyre, flat tire, reifenpanne, pinchazo, pinchazos, rueda pinchada, crevaison, crevaisons, pneu creve, foratura, forature, gomma a terra, pneu furado, furo no pneu, lekke band, lekke banden, przebita opona, przebita detka
  brake, brakes, bremse, bremsen, freno, frenos, frein, freins, freni, travao, travoes, freio, freios, remmen, hamulec, hamulce, hamulca, hamulcow
  exhaust pipe, exhaust system, auspuff, tubo de escape, pot echappement, echappement, marmitta, marmitte, escapamento, uitlaat, uitlaten, tlumik, tlumika, uklad wydechowy
  windscreen, windshield, windschutzscheibe, frontscheibe, parabrisas, pare-brise, parabrezza, para-brisas, voorruit, szyba przednia, przednia szyba
  oil change, olwechsel, cambio de aceite, cambio olio, mudanca de oleo, troca de oleo, olie verversen, olieverversing, wymiana oleju
  roadworthiness test, mot test, hauptuntersuchung, tuv, inspeccion tecnica, controle technique, revisione auto, inspecao periodica, inspecao automovel, apk-keuring, apk keuring, przeglad techniczny, przegladu technicznego
  car wash, carwash, autowasche, waschanlage, waschstrasse, autolavado, lavado de coches, lavadero de coches, lavage auto, station de lavage, autolavaggio, lavaggio auto, lavagem auto, lavagem de carros, lava-jato, autowasstraat, myjnia, myjnie, myjni, myjnia samochodowa
  tow truck, towing, breakdown truck, recovery truck, abschleppdienst, abschleppwagen, abschleppen, grua de remolque, servicio de grua, depanneuse, remorquage, carro attrezzi, carroattrezzi, autosoccorso, takelwagen, sleepdienst, sleepwagen, laweta, lawety, holowanie
  roadside assistance, breakdown cover, pannenhilfe, pannendienst, asistencia en carretera, assistance routiere, assistenza stradale, soccorso stradale, assistencia em viagem, assistencia rodoviaria, pechhulp, wegenwacht, pomoc drogowa
  car repair shop, car garage, kfz-werkstatt, autowerkstatt, taller mecanico, garage automobile, officina meccanica, oficina mecanica, oficina automovel, autogarage, autobedrijf, warsztat samochodowy, mechanika pojazdowa
  mechanic, car mechanic, kfz-mechaniker, automechaniker, kfz-mechatroniker, mecanico, mecanicos, mecanicien, mecaniciens, meccanico, meccanici, automonteur, automonteurs, mechanik, mechanicy
  bodywork, body shop, panel beater, karosserie, karosseriewerkstatt, carroceria, chapa y pintura, carrosserie, carrossier, carrozzeria, carrozziere, carrocaria, bate-chapa, lanternagem, carrosseriebedrijf, blacharstwo, blacharz, blacharz samochodowy
  airport transfer, airport shuttle, flughafentransfer, traslado al aeropuerto, transfer al aeropuerto, transfert aeroport, navette aeroport, transfer aeroporto, transfer para o aeroporto, luchthavenvervoer, luchthaventransfer, transfer na lotnisko, transfer lotniskowy
  shuttle bus, shuttle, shuttlebus, lanzadera, autobus lanzadera, navette, navettes, navetta, bus navetta, pendelbus, pendelbussen, bus wahadlowy
  limos, stretch limo, limusina, limusinas, limusine, limusines, limuzyna, limuzyny, limuzyn
  motor scooter, moped, mopeds, motorroller, ciclomotor, ciclomotores, cyclomoteur, cyclomoteurs, motorino, motorini, ciclomotore, ciclomotori, lambreta, bromfiets, bromfietsen, brommer, brommers, snorfiets, snorfietsen, skuter, skutery, skutera, motorower, motorowery, motoroweru
  kick scooter, push scooter, tretroller, kinderroller, patinete, patinetes, trottinette, trottinettes, monopattino, monopattini, trotinete, trotinetes, hulajnoga, hulajnogi, hulajnoge
  e-bike, ebike, electric bike, pedelec, bicicleta electrica, velo electrique, velo a assistance electrique, bici elettrica, bicicletta elettrica, bicicleta eletrica, elektrische fiets, rower elektryczny, rowery elektryczne
  mountain bike, mtb, mountainbike, bicicleta de montana, vtt, velo tout terrain, btt, bicicleta btt, rower gorski, rowery gorskie
  road bike, racing bike, rennrad, bicicleta de carretera, velo de route, bici da corsa, bicicletta da corsa, bicicleta de estrada, racefiets, koersfiets, wielrenfiets, rower szosowy, szosowka
  cargo bike, lastenrad, bicicleta de carga, velo cargo, bici cargo, bakfiets, bakfietsen, rower cargo, rower towarowy
  bike trailer, child bike trailer, fahrradanhanger, kinderanhanger, remolque de bicicleta, remorque velo, carrello bici, carrello per bici, atrelado de bicicleta, fietskar, fietskarren, przyczepka rowerowa
  inner tube, fahrradschlauch, camara de aire, chambre a air, camera aria, camara de ar, binnenband, binnenbanden, detka, detki, detke
  saddle, saddles, sattel, sillin, sillines, silla de montar, selle, sella, selim, selins, sela, zadel, zadels, siodelko, siodelka, siodlo, siodla
  martial arts, kampfsport, kampfsportarten, kampfkunst, kampfkunste, artes marciales, arts martiaux, arti marziali, artes marciais, vechtsport, vechtsporten, sztuki walki, sztuk walki
  self-defence, self-defense, selbstverteidigung, defensa personal, autodefensa, autodefense, autodifesa, difesa personale, defesa pessoal, autodefesa, zelfverdediging, samoobrona, samoobrony
  boxing, boxeo, boxe, boksen, boksu
  boxing gloves, boxhandschuhe, guantes de boxeo, gants de boxe, guantoni, guantoni da boxe, luvas de boxe, bokshandschoenen, rekawice bokserskie, rekawice do boksu
  belt, belts, gurtel, cinturon, cinturones, ceinture, ceintures, cinto, cintos, gordel, gordels, pasek, paska
  black belt, schwarzer gurtel, cinturon negro, ceinture noire, cintura nera, faixa preta, zwarte band, czarny pas
  grading, belt test, belt exam, gurtelprufung, examen de cinturon, examen de grado, passage de grade, passage de ceinture, esame di cintura, esame di grado, exame de faixa, exame de graduacao, bandexamen, egzamin na pas, egzamin na stopien
  exercise mat, gym mat, yoga mat, turnmatte, gymnastikmatte, yogamatte, sportmatte, colchoneta, colchonetas, esterilla, esterillas, tapis de yoga, tapis de sol, tappetino yoga, tappetino da yoga, colchonete, colchonetes, tapete de yoga, yogamat, sportmat, fitnessmat, mata do cwiczen, mata do jogi
  personal trainer, personal training, personaltrainer, entrenador personal, coach sportif, coach personnel, treinador pessoal, trener personalny, trenerka personalna
  day pass, day ticket, tagespass, tagesticket, pase de dia, entrada de un dia, pass journee, billet journee, forfait journee, biglietto giornaliero, ingresso giornaliero, bilhete diario, passe diario, dagkaart, dagkaarten, dagpas, dagticket, karnet dzienny, bilet dzienny, bilet jednodniowy, bilet calodniowy
  season ticket, season pass, saisonkarte, dauerkarte, saisonpass, abono de temporada, pase de temporada, abonnement saison, forfait saison, abbonamento stagionale, passe de temporada, bilhete de epoca, seizoenskaart, seizoensabonnement, karnet sezonowy, bilet sezonowy
  soccer, fussball, futbol, futebol, voetbal, pilka nozna, pilki noznej
  sports pitch, football pitch, playing field, sportplatz, fussballplatz, campo de futbol, cancha, terrain de football, terrain de foot, campo da calcio, campo di calcio, campo de futebol, voetbalveld, sportveld, boisko, boiska, boisku
  racket, racquet, raqueta, raquetas, raquette, raquettes, racchetta, racchette, raquete, raquetes, tennisschlager, tennisracket, rakieta tenisowa, rakiety tenisowe
  tennis court, tennis courts, tennisplatz, tennisplatze, pista de tenis, cancha de tenis, court de tennis, campo da tennis, campi da tennis, campo de tenis, quadra de tenis, tennisbaan, tennisbanen, kort tenisowy, korty tenisowe
  ball, balls, pelota, pelotas, balle, balles, palla, palle, pallina, palline, bola, bolas, ballen, pilka, pilki, pilek, pilke
  bucket, buckets, eimer, seau, seaux, secchio, secchiello, secchielli, balde, baldes, emmer, emmers, wiadro, wiadra, wiaderko, wiaderka
  basket, baskets, korb, korbe, canasta, canastas, cesto, cestos, cestino, cestini, manden, mandje, mandjes, koszyk, koszyki, koszyka
  golfschlager, palo de golf, palos de golf, mazza da golf, mazze da golf, bastone da golf, taco de golfe, tacos de golfe, kij golfowy, kije golfowe
  golf course, golf courses, golfplatz, golfplatze, campo de golf, campos de golf, parcours de golf, terrain de golf, campo da golf, campo de golfe, golfbaan, golfbanen, pole golfowe
  driving range, golf range, campo de practicas, practice de golf, campo pratica
  golf cart, golf buggy, golfcart, carrito de golf, voiturette de golf, golfette, carrinho de golfe, golfkar, golfkarretje, wozek golfowy, melex
  climbing wall, bouldering, kletterwand, kletterhalle, boulderhalle, bouldern, rocodromo, rocodromos, mur escalade, salle escalade, parete di arrampicata, palestra di arrampicata, muro de escalada, parede de escalada, klimmuur, klimhal, klimhallen, boulderen, scianka wspinaczkowa
  archery, bogenschiessen, tiro con arco, tir a arc, tiro com arco, handboogschieten, boogschieten, lucznictwo, strzelanie z luku
  shooting range, schiessstand, schiessanlage, galeria de tiro, campo de tiro, stand de tir, poligono di tiro, poligono de tiro, carreira de tiro, schietbaan, schietbanen, strzelnica, strzelnicy
  go-karting, go-kart, go-karts, karting, kartbahn, kartfahren, pista de karts, circuito de karts, kartbaan, gokarty, gokart, gokartow
  ski pass, lift pass, skipass, liftpass, forfait de esqui, forfait de ski, forfait ski, karnet narciarski
  ski boots, skischuhe, botas de esqui, chaussures de ski, scarponi da sci, botas de ski, skischoenen, buty narciarskie
  ski instructor, skilehrer, skilehrerin, monitor de esqui, profesor de esqui, moniteur de ski, maestro di sci, maestri di sci, instrutor de esqui, instrutor de ski, skileraar, skileraren, instruktor narciarstwa, instruktor narciarski
  sledge, sled, sledging, sledding, schlitten, rodeln, trineo, trineos, luge, slittino, slittini, slitta, sanki, sanek
  chess, schach, ajedrez, scacchi, xadrez, schaken, schaakspel, szachy, szachow
  soft play, indoor playground, indoorspielplatz, parque de bolas, parque infantil cubierto, aire de jeux couverte, parc de jeux couvert, parco giochi al coperto, area giochi coperta, parque infantil interior, binnenspeeltuin, binnenspeeltuinen, sala zabaw, sale zabaw
  bouncy castle, bouncy castles, hupfburg, huepfburg, hupfburgen, castillo hinchable, castillos hinchables, chateau gonflable, chateaux gonflables, castello gonfiabile, castelli gonfiabili, castelo insuflavel, pula-pula, springkussen, springkussens, dmuchaniec, dmuchance, zamek dmuchany
  diving, scuba diving, scuba, tauchen, tauchgang, tauchgange, buceo, bucear, plongee, plongee sous-marine, immersioni, mergulho, mergulhar, duiken, nurkowanie, nurkowania
  snorkelling, snorkeling, snorkel, schnorcheln, schnorchel, esnorquel, boccaglio, boccagli, snorkelen, snorkling
  wetsuit, wetsuits, neoprenanzug, neoprenanzuge, traje de neopreno, combinaison neoprene, muta da sub, fato de neoprene, fatos de neoprene, neopreen pak, kombinezon neoprenowy, pianka do nurkowania
  surfboard, surfboards, surfbrett, tabla de surf, planche de surf, tavola da surf, prancha de surf, surfplank, surfplanken, deska surfingowa, deska do surfingu
  paddleboard, paddle board, stand-up paddle, stand up paddle, sup board, supboard, stehpaddeln, paddle surf, tabla de paddle surf, planche a pagaie, tavola sup, prancha de sup, deska sup
  kayak, kayaks, kajak, kajaks, kajaki, kajaka, caiaque, caiaques, kayaking, kajakfahren, kajakken, kajakarstwo
  canoe, canoes, kanu, kanus, canoa, canoas, kano, kanos, kanadyjka, kanadyjki
  paddle, paddles, paddel, pagaie, pagaies, pagaia, peddel, peddels, wioslo, wiosla
  life jacket, lifejacket, life vest, buoyancy aid, schwimmweste, rettungsweste, chaleco salvavidas, gilet de sauvetage, giubbotto salvagente, giubbotto di salvataggio, colete salva-vidas, reddingsvest, zwemvest, kamizelka ratunkowa
  sailing, segeln, navegacion a vela, navegar a vela, navigation a voile, navigazione a vela, navegacao a vela, zeilsport, zeglarstwo, zeglowanie
  sailboat, sailing boat, sailboats, segelboot, segelboote, velero, veleros, voilier, voiliers, barca a vela, barche a vela, veleiro, veleiros, zeilboot, zeilboten, zaglowka, zaglowki
  motorboat, motor boat, speedboat, motorboot, motorboote, lancha, lanchas, bateau a moteur, motoscafo, motoscafi, barco a motor, motorboten, motorowka, motorowki
  yacht, yachts, yate, yates, iate, iates, jachty, jachtu
  pedalo, pedalos, pedal boat, tretboot, tretboote, pedalinho, waterfiets, waterfietsen, rower wodny, rowery wodne
  jet ski, jetski, jet skis, moto de agua, moto acuatica, moto acqua, mota de agua, waterscooter, waterscooters, skuter wodny, skutery wodne
  boat trip, boat tour, boat excursion, bootsfahrt, bootstour, schiffsrundfahrt, paseo en barco, excursion en barco, balade en bateau, promenade en bateau, sortie en mer, gita in barca, giro in barca, escursione in barca, passeio de barco, boottocht, rondvaart, rondvaarten, rejs statkiem, rejs, rejsy, wycieczka statkiem
  fishing, angling, angeln, pesca deportiva, peche a la ligne, pesca sportiva, pesca desportiva, hengelen, sportvissen, wedkarstwo, wedkowanie
  fishing licence, fishing license, fishing permit, angelschein, fischereischein, licencia de pesca, permis de peche, licenza di pesca, licenca de pesca, visvergunning, vispas, visakte, karta wedkarska
  fishing rod, fishing rods, angelrute, angelruten, cana de pescar, canas de pescar, canne a peche, cannes a peche, canna da pesca, canne da pesca, cana de pesca, hengel, hengels, wedka, wedki, wedke
  bait, koder, cebo, cebos, appat, appats, isco, iscos, przyneta, przynety
  meditation, meditacion, meditazione, meditacao, meditatie, medytacja, medytacji
  acupuncture, akupunktur, acupuntura, agopuntura, acupunctuur, akupunktura, akupunktury
  reflexology, reflexzonenmassage, fussreflexzonenmassage, reflexologia, reflexologie, riflessologia, voetreflexologie, refleksologia
  osteopath, osteopathy, osteopathie, osteopata, osteopatas, osteopatia, osteopathe, osteopathes, osteopati, osteopaat, osteopaten, osteopaci
  chiropractor, chiropractic, chiropraktiker, chiropraktik, quiropractico, quiropractica, chiropracteur, chiropraxie, chiropratico, chiropratica, quiropratico, quiropraxia, kregarz, chiropraktyk
  podiatrist, chiropodist, podiatry, chiropody, podologe, podologin, podologie, podologo, podologa, podologia, podologue, podoloog, podologen, podolog
  psychologist, psychologists, psychologe, psychologin, psicologo, psicologa, psicologos, psychologue, psychologues, psicologi, psycholoog, psychologen, psycholog, psychologa
  psychotherapy, psychotherapist, psychotherapie, psychotherapeut, psicoterapia, psicoterapeuta, psychotherapeute, psicoterapeuti, psychoterapia, psychoterapeuta
  dietitian, dietician, nutritionist, ernahrungsberater, ernahrungsberaterin, ernahrungsberatung, dietista, nutricionista, dieteticien, dieteticienne, nutritionniste, nutrizionista, dietist, dietisten, dietetyk, dietetyczka
  speech therapist, speech therapy, logopade, logopadin, logopadie, logopeda, logopedia, orthophoniste, orthophonie, logopedista, terapeuta da fala, terapia da fala, fonoaudiologo, fonoaudiologia, logopedist, logopedisten, logopedie
  dermatologist, dermatology, hautarzt, hautarztin, dermatologe, dermatologin, dermatologo, dermatologa, dermatologia, dermatologue, dermatologie, dermatoloog, dermatologen, dermatolog
  gynaecologist, gynecologist, gynaecology, frauenarzt, frauenarztin, gynakologe, gynakologin, ginecologo, ginecologa, ginecologia, gynecologue, gynecologie, ginecologista, gynaecoloog, gynecoloog, ginekolog, ginekologa
  paediatrician, pediatrician, kinderarzt, kinderarztin, pediatra, pediatras, pediatre, pediatri, kinderarts, kinderartsen
  eye doctor, ophthalmologist, augenarzt, augenarztin, oftalmologo, oftalmologa, ophtalmologue, ophtalmo, oftalmologista, oogarts, oogartsen, okulista, okulistka
  optician, opticians, optometrist, optiker, optica, optico, opticien, opticiens, ottico, ottica, otica, oticas, optyk, optycy
  contact lenses, contact lens, kontaktlinsen, kontaktlinse, lentillas, lentes de contacto, lentilles de contact, lenti a contatto, lentine, lentes de contato, contactlenzen, contactlens, soczewki kontaktowe
  eye test, sight test, eye exam, sehtest, examen de la vista, examen visual, revision de la vista, examen de vue, esame della vista, controllo della vista, exame de vista, exame oftalmologico, oogtest, oogmeting, badanie wzroku
  hearing aid, hearing aids, horgerat, horgerate, audifono, audifonos, appareil auditif, appareils auditifs, prothese auditive, protheses auditives, apparecchio acustico, apparecchi acustici, aparelho auditivo, aparelhos auditivos, hoortoestel, hoortoestellen, aparat sluchowy, aparaty sluchowe
  hearing test, hortest, audiometria, prueba de audicion, test auditif, bilan auditif, esame audiometrico, test udito, exame auditivo, gehoortest, hoortest, badanie sluchu
  prescription, prescriptions, arztliches rezept, receta medica, recetas medicas, ordonnance, ordonnances, ricetta medica, ricette mediche, receita medica, receitas medicas, doktersrecept, recepta, recepty, e-recepta
  blood test, bloodwork, blood sample, blutuntersuchung, blutabnahme, blutbild, analisis de sangre, extraccion de sangre, prise de sang, analyse de sang, prelievo di sangue, prelievo del sangue, esami del sangue, analises ao sangue, analise ao sangue, exame de sangue, analises de sangue, bloedonderzoek, bloedafname, bloedprik, badanie krwi, badania krwi, pobranie krwi
  x-ray, x-rays, xray, rontgen, rontgenbild, rontgenaufnahme, radiografia, radiografias, radiographie, radiographies, radiografie, rontgenfoto, rentgen, rtg, zdjecie rentgenowskie
  ultrasound, ultrasound scan, sonogram, ultraschall, ecografia, ecografias, echographie, echografie, ecografie, usg, ultrasonografia
  dental hygienist, dental hygiene, dentalhygienikerin, dentalhygieniker, professionelle zahnreinigung, zahnreinigung, higienista dental, limpieza dental, hygieniste dentaire, detartrage, igienista dentale, pulizia dei denti, higienista oral, limpeza dentaria, mondhygienist, mondhygieniste, gebitsreiniging, higienistka stomatologiczna, higienizacja zebow, skaling
  teeth whitening, tooth whitening, zahnaufhellung, blanqueamiento dental, blanchiment dentaire, blanchiment des dents, sbiancamento dentale, sbiancamento dei denti, branqueamento dentario, clareamento dental, tanden bleken, tandenbleken, wybielanie zebow
  dental braces, teeth braces, zahnspange, zahnspangen, appareil dentaire, appareil orthodontique, apparecchio per i denti, apparecchio ortodontico, aparelho dentario, aparelho ortodontico, tandbeugel, tandbeugels, aparat ortodontyczny, aparat na zeby
  orthodontist, orthodontics, kieferorthopade, kieferorthopadin, kieferorthopadie, ortodoncista, ortodoncia, orthodontiste, orthodontie, ortodontista, ortodonzia, ortodontia, ortodonta, ortodoncja
  dental implant, dental implants, zahnimplantat, zahnimplantate, implante dental, implantes dentales, implant dentaire, implants dentaires, impianto dentale, impianti dentali, implante dentario, implantes dentarios, tandimplantaat, tandimplantaten, implant zeba, implanty zebowe, implant zebowy
  root canal, root canal treatment, wurzelbehandlung, endodoncia, tratamiento de conducto, traitement de canal, devitalisation, devitalizzazione, cura canalare, devitalizacao, tratamento de canal, wortelkanaalbehandeling, leczenie kanalowe
  tooth extraction, zahnziehen, zahnextraktion, extraccion dental, extraccion de muela, extraction dentaire, estrazione dentale, estrazione del dente, extracao dentaria, extracao de dente, tand trekken, kies trekken, ekstrakcja zeba, usuniecie zeba, wyrwanie zeba
  dentures, false teeth, zahnprothese, zahnprothesen, dentadura postiza, protesis dental, dentier, dentiers, protesi dentaria, dentiera, dentiere, protese dentaria, placa dentaria, kunstgebit, proteza zebowa, protezy zebowe, sztuczna szczeka
  nurse, nurses, krankenschwester, krankenpfleger, krankenpflegerin, pflegefachkraft, enfermero, enfermera, enfermeros, infirmier, infirmiere, infirmiers, infermiere, infermiera, infermieri, enfermeiro, enfermeira, verpleegkundige, verpleegkundigen, verpleegster, pielegniarka, pielegniarki, pielegniarz
  midwife, midwives, hebamme, hebammen, comadrona, partera, sage-femme, sages-femmes, ostetrica, ostetriche, parteira, parteiras, verloskundige, verloskundigen, vroedvrouw, polozna, polozne, poloznej
  carer, caregiver, care worker, pflegekraft, altenpfleger, altenpflegerin, cuidador, cuidadora, cuidadores, aide-soignant, aide-soignante, auxiliaire de vie, badante, badanti, verzorgende, verzorgenden, opiekunka osoby starszej, opiekun medyczny
  care home, nursing home, retirement home, pflegeheim, altenheim, seniorenheim, altersheim, residencia de ancianos, residencia de mayores, residencia geriatrica, maison de retraite, ehpad, casa di riposo, lar de idosos, casa de repouso, lar de terceira idade, verpleeghuis, verzorgingshuis, bejaardentehuis, dom opieki, dom spokojnej starosci
  home care, home help, hauspflege, ambulante pflege, hauskrankenpflege, ayuda a domicilio, asistencia domiciliaria, aide a domicile, soins a domicile, assistenza domiciliare, apoio domiciliario, cuidados domiciliarios, thuiszorg, thuishulp, opieka domowa, opieka w domu
  home visit, home visits, hausbesuch, hausbesuche, visita a domicilio, visitas a domicilio, visite a domicile, visites a domicile, visita domiciliare, visite domiciliari, visita ao domicilio, visita domiciliaria, atendimento domiciliar, huisbezoek, huisbezoeken, wizyta domowa, wizyty domowe
  crutches, krucken, muletas, bequilles, stampelle, stampella, kule lokciowe
  medical certificate, doctors note, arztliches attest, certificado medico, certificat medical, certificato medico, atestado medico, medische verklaring, doktersverklaring, zaswiadczenie lekarskie
  hairdresser, hairdressers, hair salon, friseur, friseurin, friseure, friseursalon, peluqueria, peluquero, peluquera, peluqueros, coiffeur, coiffeurs, salon de coiffure, parrucchiere, parrucchieri, parrucchiera, cabeleireiro, cabeleireira, cabeleireiros, salao de cabeleireiro, kapper, kappers, kapperszaak, fryzjer, fryzjera, fryzjerka, fryzjerzy, salon fryzjerski
  barber, barbers, barbershop, barber shop, barbier, barbiere, barbieri, barbero, barberos, barberia, barbearia, barbeiro, barbeiros, herenkapper, fryzjer meski
  hair extensions, hair extension, haarverlangerung, extensiones de pelo, extensiones de cabello, extensions de cheveux, rajouts, extension capelli, extensoes de cabelo, apliques de cabelo, hairextensions, przedluzanie wlosow, doczepiane wlosy
  manicure, manicures, manikure, manicura, manicuras, manucure, manucures
  pedicure, pedicures, pedikure, pedicura, pedicuras, fusspflege
  fingernails, fingernagel, ongles, ongle, unghie, unghia, unhas, unha, vingernagels, vingernagel, paznokcie, paznokci, paznokiec, paznokcia
  nail polish, nail varnish, nagellack, esmalte de unas, pintaunas, vernis a ongles, smalto per unghie, smalto unghie, verniz de unhas, esmalte de unhas, nagellak, lakier do paznokci
  gel polish, shellac, gellack, shellack, esmaltado permanente, esmaltado semipermanente, esmalte semipermanente, vernis semi-permanent, smalto semipermanente, verniz gel, gellak, gelnagellak, manicure hybrydowy, lakier hybrydowy
  gel nails, acrylic nails, nail extensions, gelnagel, kunstnagel, nagelmodellage, unas de gel, unas acrilicas, unas postizas, faux ongles, ongles en gel, unghie finte, unghie in gel, ricostruzione unghie, unhas de gel, unhas posticas, unhas acrilicas, gelnagels, kunstnagels, acrylnagels, paznokcie zelowe, przedluzanie paznokci
  eyelashes, lashes, wimpern, pestanas, cils, ciglia, wimpers, rzesy, rzes
  eyelash extensions, lash extensions, wimpernverlangerung, wimpernextensions, extensiones de pestanas, extensions de cils, extension ciglia, extensoes de pestanas, alongamento de pestanas, wimperextensions, wimperextension, przedluzanie rzes
  lash lift, lash lifting, wimpernlifting, lifting de pestanas, permanente de pestanas, rehaussement de cils, laminazione ciglia, lifting ciglia, wimperlifting, lifting rzes, laminacja rzes
  eyebrows, eyebrow, brows, augenbrauen, augenbraue, cejas, ceja, sourcils, sourcil, sopracciglia, sopracciglio, sobrancelhas, sobrancelha, wenkbrauwen, wenkbrauw, brwi
  waxing, wax hair removal, depilacion con cera, depilacion a la cera, epilation a la cire, epilation cire, ceretta, depilazione con cera, depilacao com cera, depilacao a cera, harsen, waxen, woskowanie, depilacja woskiem
  hair removal, haarentfernung, enthaarung, depilacion, depilaciones, epilation, depilazione, epilazione, depilacao, depilacoes, ontharing, ontharen, depilacja, depilacji, epilacja
  laser hair removal, laserhaarentfernung, depilacion laser, epilation laser, epilazione laser, depilacao a laser, depilacao laser, laserontharing, depilacja laserowa
  facial, facials, facial treatment, gesichtsbehandlung, gesichtspflege, limpieza facial, tratamiento facial, soin du visage, soins du visage, soin visage, trattamento viso, pulizia del viso, pulizia viso, tratamento facial, limpeza de pele, gezichtsbehandeling, gezichtsverzorging, zabieg na twarz, oczyszczanie twarzy
  make-up, makeup, schminke, schminken, maquillaje, maquillar, maquillage, maquiller, maquiagem, maquilhagem, visagie, makijaz, makijazu
  makeup artist, make-up artist, visagist, visagistin, maquillador, maquilladora, maquilleur, maquilleuse, truccatore, truccatrice, maquilhador, maquilhadora, maquiador, maquiadora, visagiste, wizazystka, wizazysta
  beauty salon, beauty parlour, kosmetikstudio, kosmetiksalon, schonheitssalon, salon de belleza, centro de estetica, centro de belleza, institut de beaute, salon esthetique, centro estetico, istituto di bellezza, salone di bellezza, instituto de beleza, salao de beleza, schoonheidssalon, schoonheidsinstituut, salon kosmetyczny, salon urody, gabinet kosmetyczny
  beautician, kosmetikerin, kosmetiker, esteticista, esteticistas, estheticienne, estheticiennes, estetista, estetiste, schoonheidsspecialiste, schoonheidsspecialist, kosmetolog, kosmetologa
  cosmetics, kosmetik, kosmetika, cosmeticos, cosmetiques, cosmetici, cosmetica, kosmetyki, kosmetykow
  perfume, perfumes, parfum, parfums, profumo, profumi, perfumy, perfum
  tattoo, tattoos, tatowierung, tatuaje, tatuajes, tatouage, tatouages, tatuaggio, tatuaggi, tatuagem, tatuagens, tatoeage, tatoeages, tatuaz, tatuaze, tatuazu
  steam room, steam bath, dampfbad, dampfsauna, bano turco, bano de vapor, hammam, bain de vapeur, bagno turco, bagno di vapore, banho turco, banho de vapor, stoombad, stoomcabine, laznia parowa, sauna parowa
  hot tub, jacuzzi, jacuzzis, whirlpools, bain a remous, vasca idromassaggio, idromassaggio, hidromassagem, banheira de hidromassagem, bubbelbad, bubbelbaden, wanna z hydromasazem, hydromasaz
  armchair, armchairs, sessel, sillon, sillones, butaca, butacas, fauteuil, fauteuils, poltrona, poltrone, poltronas, leunstoel, leunstoelen, fotel, fotele, fotela, fotelu
  sofa, sofas, divano, divani, zitbank, kanapa, kanapy, kanape, kanapie
  sofa bed, sofabed, schlafsofa, schlafcouch, sofa cama, canape-lit, canape convertible, divano letto, sofa-cama, slaapbank, bedbank, rozkladana kanapa, sofa z funkcja spania
  stool, stools, hocker, taburete, taburetes, tabouret, tabourets, sgabello, sgabelli, taboret, taborety
  wardrobe, wardrobes, kleiderschrank, kleiderschranke, armario ropero, ropero, armoire, armoires, penderie, armadio, armadi, guarda-roupa, guarda-roupas, roupeiro, kledingkast, kledingkasten, szafa na ubrania
  chest of drawers, kommode, kommoden, cajonera, cassettiera, cassettiere, ladekast, ladekasten, komoda, komody, komode
  mattress, mattresses, matratze, matratzen, colchon, colchones, matelas, materasso, materassi, colchao, colchoes, matras, matrassen, materac, materace, materaca, materacu
  upholstery, reupholstery, polsterei, polsterarbeiten, tapiceria, tapizado, retapizado, tapizar, retapizar, estofos, estofamento, estofar, stoffering, stofferen, tapicerka, tapicerki, tapicerowanie
  upholsterer, upholsterers, polsterer, tapicero, tapiceros, tapissier, tapissiers, tappezziere, tappezzieri, estofador, estofadores, stoffeerder, stoffeerders, stoffeerderij, tapicer, tapicerzy
  foam, schaumstoff, schaum, espuma, gommapiuma, schuimrubber, schuim, pianka tapicerska
  velvet, terciopelo, velours, velluto, veludo, fluweel, aksamit, welur
  faux leather, leatherette, kunstleder, cuero sintetico, polipiel, simili cuir, similicuir, ecopelle, similpelle, pele sintetica, kunstleer, ekoskora, ekoskory, sztuczna skora
  window blinds, jalousien, estor, estores, jaloezieen, rolgordijn, rolgordijnen, zaluzje, zaluzji, rolety, roleta
  roller shutter, roller shutters, rollladen, rolladen, persiana, persianas, volet roulant, volets roulants, tapparella, tapparelle, estore exterior, rolluik, rolluiken, roleta zewnetrzna, rolety zewnetrzne
  lamp, lamps, lampe, lampen, lampara, lamparas, candeeiro, candeeiros, lampa, lampy
  light bulb, lightbulb, gluhbirne, gluhbirnen, leuchtmittel, bombilla, bombillas, lampadina, lampadine, gloeilamp, gloeilampen, zarowka, zarowki, zarowek
  mirror, mirrors, spiegel, spiegels, espejo, espejos, miroir, miroirs, specchio, specchi, espelho, espelhos
  picture frame, picture frames, photo frame, bilderrahmen, fotorahmen, marco de fotos, marcos de fotos, portarretratos, cadre photo, cadres photo, cornice per foto, cornici, portafoto, porta-retratos, fotolijst, fotolijsten, ramka na zdjecia, ramki na zdjecia
  picture framing, einrahmung, einrahmen, bilderrahmung, enmarcacion, enmarcado, enmarcar, encadreur, incorniciatura, incorniciare, corniciaio, emolduramento, emoldurar, inlijsten, inlijsterij, oprawa obrazow, oprawianie obrazow
  catering, caterer, caterers, partyservice, catering service, traiteur, traiteurs, servicio de catering, cateraar, cateraars
  function room, banquet hall, event hall, festsaal, festsale, veranstaltungsraum, eventlocation, salon de eventos, salon de banquetes, salon de celebraciones, salle des fetes, salle de reception, sala ricevimenti, sala eventi, sala de eventos, salao de festas, salao de eventos, feestzaal, feestzalen, zaalverhuur, sala bankietowa, sala weselna, sala na wesele, sale weselne
  balloon, balloons, luftballon, luftballons, palloncino, palloncini, balao, baloes, ballonnen, balony, balonik, baloniki
  fireworks, feuerwerk, feuerwerke, fuegos artificiales, feu artifice, feux artifice, fuochi artificio, fogo de artificio, fogos de artificio, vuurwerk, fajerwerki, sztuczne ognie
  fancy dress, dress-up costume, faschingskostum, karnevalskostum, disfraz, disfraces, deguisement, deguisements, travestimento, travestimenti, costume di carnevale, fantasia de carnaval, fato de carnaval, disfarce, verkleedkleren, verkleedkostuum, verkleedpak, przebranie, przebrania, stroj karnawalowy
  decoration, decorations, deko, dekoration, dekorationen, decoracion, decoraciones, decorazione, decorazioni, addobbi, decoracao, decoracoes, decoratie, decoraties, versiering, versieringen, dekoracja, dekoracje, dekoracji
  invitation, invitations, einladung, einladungen, invitacion, invitaciones, invito, inviti, convite, convites, uitnodiging, uitnodigingen, zaproszenie, zaproszenia, zaproszen
  waiter, waiters, waitress, kellner, kellnerin, camarero, camareros, mesero, mesera, serveuse, cameriere, camerieri, empregado de mesa, garcom, serveerster, kelner, kelnerka, kelnerzy
  newlyweds, bride and groom, brautpaar, hochzeitspaar, recien casados, jeunes maries, sposi, novelli sposi, recem-casados, bruidspaar, trouwpaar, para mloda, nowozency
  wedding planner, wedding planners, hochzeitsplaner, hochzeitsplanerin, organizador de bodas, organizadora de bodas, organisatrice de mariage, organisateur de mariage, organizzatore di matrimoni, organizzatrice di matrimoni, organizador de casamentos, weddingplanner, trouwplanner, konsultantka slubna, organizator wesel
  honeymoon, flitterwochen, luna de miel, lune de miel, luna di miele, lua de mel, huwelijksreis, wittebroodsweken, podroz poslubna, miesiac miodowy
  hen party, hen do, bachelorette party, junggesellinnenabschied, despedida de soltera, enterrement de vie de jeune fille, evjf, addio al nubilato, despedida de solteira, wieczor panienski, wieczoru panienskiego
  stag party, stag do, bachelor party, junggesellenabschied, despedida de soltero, enterrement de vie de garcon, evg, addio al celibato, despedida de solteiro, wieczor kawalerski, wieczoru kawalerskiego
  christening, baptism, taufe, bautizo, bautizos, bautismo, bapteme, baptemes, battesimo, battesimi, batizado, batizados, batismo, doop, doopfeest, doopsel, chrzest, chrztu, chrzciny, chrzcin
  first communion, communion, erstkommunion, kommunion, primera comunion, comunion, premiere communion, prima comunione, comunione, primeira comunhao, comunhao, eerste communie, communie, pierwsza komunia, komunia, komunii
  funeral, funerals, beerdigung, begrabnis, bestattung, trauerfeier, entierro, sepelio, funerailles, obseques, funerale, funerali, esequie, enterro, begrafenis, begrafenissen, uitvaart, pogrzeb, pogrzebu, pogrzeby
  funeral home, funeral director, undertaker, funeral parlour, bestatter, bestattungsinstitut, bestattungsunternehmen, funeraria, funerarias, pompes funebres, agence funeraire, agenzia funebre, impresa funebre, onoranze funebri, agencia funeraria, casa funeraria, uitvaartondernemer, uitvaartcentrum, begrafenisondernemer, zaklad pogrzebowy, dom pogrzebowy
  cremation, einascherung, kremierung, feuerbestattung, cremacion, cremazione, cremacao, crematie, kremacja, kremacji
  live music, livemusik, musica en vivo, musica en directo, musique live, musique en live, musica dal vivo, musica ao vivo, livemuziek, live muziek, muzyka na zywo
  concert, concerts, konzert, konzerte, concierto, conciertos, concerto, concerti, concertos, koncert, koncerty, koncertu
  theatre, theater, theatres, theaters, teatro, teatros, teatri, teatr, teatru, teatry
  cinema, cinemas, movie theater, kino, kinos, cine, cines, bioscoop, bioscopen, kina
  exhibition, exhibitions, ausstellung, ausstellungen, exposiciones, expositions, esposizioni, exposicoes, tentoonstelling, tentoonstellingen, expositie, exposities, wystawa, wystawy, wystawie
  art gallery, kunstgalerie, galeria de arte, galerie art, galleria arte, galeria sztuki, galerie sztuki
  song, songs, cancion, canciones, chanson, chansons, canzone, canzoni, cancao, cancoes, liedje, liedjes, piosenka, piosenki, piosenke, piosenek
  music band, musikgruppe, grupo musical, grupos musicales, groupe de musique, gruppo musicale, gruppi musicali, muziekband, muziekgroep, zespol muzyczny, zespoly muzyczne
  rehearsal room, rehearsal space, rehearsal studio, proberaum, proberaume, local de ensayo, sala de ensayo, salle de repetition, studio de repetition, sala prove, sala de ensaio, estudio de ensaio, oefenruimte, repetitieruimte, sala prob
  recording, recordings, tonaufnahme, tonaufnahmen, grabacion, grabaciones, geluidsopname, geluidsopnamen, nagranie, nagrania, nagran
  recording studio, recording studios, tonstudio, tonstudios, aufnahmestudio, estudio de grabacion, studio enregistrement, studio di registrazione, sala di registrazione, estudio de gravacao, opnamestudio, studio nagran, studio nagraniowe
  microphone, microphones, mic, mikrofon, mikrofone, microfono, microfonos, microfoni, microfone, microfones, microfoon, microfoons, mikrofony, mikrofonu
  amplifier, amplifiers, verstarker, amplificador, amplificadores, amplificateur, amplificatore, amplificatori, versterker, versterkers, wzmacniacz, wzmacniacze
  loudspeaker, loudspeakers, lautsprecher, altavoz, altavoces, haut-parleur, haut-parleurs, altoparlante, altoparlanti, altifalante, altifalantes, alto-falante, alto-falantes, luidspreker, luidsprekers, glosnik, glosniki, glosnikow
  sound system, pa system, beschallung, beschallungsanlage, musikanlage, equipo de sonido, sonorisation, impianto audio, sistema de som, geluidsinstallatie, geluidsapparatuur, naglosnienie, naglosnienia
  sound engineer, audio engineer, tontechniker, tonmeister, tecnico de sonido, ingenieur du son, technicien son, fonico, tecnico del suono, tecnico de som, geluidstechnicus, realizator dzwieku, akustyk
  headphones, earphones, earbuds, kopfhorer, auriculares, ecouteurs, auricolari, auscultadores, fones de ouvido, koptelefoon, koptelefoons, oortjes, sluchawki, sluchawek
  drums, drum kit, drumkit, schlagzeug, drumstel, drumstellen, perkusja, perkusji, perkusje
  drummer, drummers, schlagzeuger, schlagzeugerin, baterista, bateristas, batterista, batteristi, perkusista, perkusisci, perkusistka
  guitar, guitars, gitarre, gitarren, guitarra, guitarras, guitare, guitares, chitarra, chitarre, gitaar, gitaren, gitara, gitary, gitare, gitarze
  violin, violins, geige, geigen, violine, violinen, violines, violon, violons, violino, violini, violinos, viool, skrzypce, skrzypiec, skrzypcach
  choir, choirs, chor, coros, choeur, choeurs, chorale, koor
  singing, gesang, singen, cantar, chanter, cantare, zingen, zang, spiew, spiewu, spiewac, spiewanie
`;
