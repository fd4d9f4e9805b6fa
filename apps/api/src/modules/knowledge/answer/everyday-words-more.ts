/**
 * More everyday words, kept as EVERYDAY_WORDS keeps them (see everyday-words.ts): one concept a
 * line, English, German, Spanish, French and Italian, with the plurals light stemming does not reach
 * ("pferde", "chevaux"; "perros" is found as "perro" and is not written). These are the words
 * visitors add as context when they ask a shop, practice, school, rental or class: their animals
 * and pets, clothes and household textiles, the size and age of what or whom they bring, how they
 * travel, the sports and outdoors they come for, and the family they come with. Deliberately
 * general (no trade's own terms) and strict: every word on a line means the same thing, and a word
 * with another everyday meaning is left out ("chat" is also a chat, "coat" also a coat of paint,
 * "laisse" also "leaves", "mer" also Wednesday, "moto" also "fare moto"), since a wrong link makes a
 * shop answer the wrong thing; some lines therefore have no English or no German word. Written
 * folded, as questions are read: lower case, no accents, "ß" as "ss", umlauts as their base letter,
 * elided articles and apostrophes dropped ("cochon d'Inde" as "cochon inde").
 */
export const MORE_EVERYDAY_WORDS = `
  dog, hund, hunde, perro, chien, chienne, cani
  puppy, welpe, welpen, cachorro, chiot, cucciolo, cuccioli
  cat, katze, katzen, gato, gatto, gatti
  kitten, katzchen, gatito, chaton, gattino, gattini
  horse, pferd, pferde, caballo, cheval, chevaux, cavallo, cavalli
  pony, poni, poney
  rabbit, kaninchen, conejo, lapin, coniglio, conigli
  guinea pig, meerschweinchen, cobaya, cochon inde, porcellino india
  bird, vogel, pajaro, oiseau, oiseaux, uccello, uccelli
  parrot, papagei, papageien, perroquet, pappagallo, pappagalli
  fish, fisch, fische, pez, peces, pescado, poisson, pesce, pesci
  tortoise, turtle, schildkrote, schildkroten, tortuga, tortue, tartaruga, tartarughe
  animal, tiere, animaux, animale, animali
  farm, bauernhof, granja, fattoria, fattorie
  cow, kuh, kuhe, vaca, vache, mucca, mucche
  sheep, schaf, schafe, oveja, brebis, pecora, pecore
  goat, ziege, ziegen, cabra, capra, capre
  donkey, esel, asno, ane, asino, asini
  leash, dog lead, hundeleine, leine, guinzaglio
  dog collar, halsband, collare
  cage, kafig, jaula, gabbia, gabbie
  vaccination, vaccinated, vaccine, impfung, impfungen, geimpft, impfstoff, vacuna, vacunacion, vacunado, vacunada, vaccin, vaccinazione, vaccinazioni, vaccinato, vaccinata, vaccinati
  neuter, neutered, neutering, castrate, castrated, castration, kastration, kastrieren, kastriert, castracion, castrar, castrazione, castrare
  spay, spayed, spaying, sterilisation, sterilization, steriliser, sterilise, sterilize, sterilisieren, sterilisiert, esterilizacion, esterilizar, esterilizada, sterilizzazione, sterilizzare
  deworming, worming, wormer, entwurmung, entwurmen, desparasitacion, desparasitar, vermifuge, vermifugation, sverminazione
  flea, floh, flohe, pulga, pulce, pulci
  spinning, spin class, spin classes, indoor cycling
  bed bugs, bedbugs, bettwanzen, bettwanze, chinches, chinches de cama, punaises de lit, punaise de lit, cimici dei letti, cimici del letto
  cockroaches, cockroach, kakerlaken, kakerlake, schaben, cucarachas, cucaracha, cafards, cafard, blattes, scarafaggi, blatte
  wasps, wasp, wespen, wespe, avispas, avispa, guepes, guepe, vespe
  zecke, zecken, garrapata, tique
  microchip, microchipped, mikrochip, gechippt
  claws, krallen, garras, artigli
  fur, pelaje, pelage
  kennel, dog boarding, hundepension, residencia canina, chenil, pension canine, pensione per cani
  pet sitter, pet sitting, tiersitter, tierbetreuung, cuidador de mascotas, garde animaux
  dog grooming, pet grooming, hundesalon, hundefriseur, peluqueria canina, toilettage, toelettatura
  dog training, dog school, hundeschule, hundetraining, adiestramiento canino, education canine, addestramento cani, educazione cinofila
  cat litter, katzenstreu, arena para gatos
  breed, hunderasse, rasse, rassen, raza, razza, razze
  breeder, zuchter, criador, eleveur, allevatore
  bowl, schussel, napf, cuenco, bol, ciotola, ciotole
  pet food, tierfutter, comida para mascotas, alimento para mascotas, nourriture pour animaux, cibo per animali, mangime
  dog food, hundefutter, comida para perros, pienso para perros, nourriture pour chien, croquettes pour chien, cibo per cani, crocchette per cani
  cat food, katzenfutter, comida para gatos, nourriture pour chat, cibo per gatti
  pet-friendly, pet friendly, haustierfreundlich, tierfreundlich, admite mascotas, se admiten mascotas, animaux acceptes, animaux admis, animali ammessi
  dog-friendly, dogs allowed, hundefreundlich, hunde erlaubt, se admiten perros, chiens acceptes, chiens admis, cani ammessi
  shirt, hemd, hemden, camisa, chemise, camicia, camicie
  blouse, bluse, blusen, blusa, chemisier, camicetta, camicette
  t-shirt, tee-shirt, camiseta, maglietta, magliette
  trousers, hosen, pantalon, pantalones, pantaloni
  jeans, tejanos
  skirt, rocke, falda, jupe, gonne
  dress, kleid, vestido
  jacket, jacke, jacken, jackett, chaqueta, giacca, giacche
  overcoat, winter coat, abrigo, manteau, manteaux, cappotto, cappotti
  sweater, pullover, pulli, sueter, maglione, maglioni
  scarf, scarves, schal, bufanda, echarpe, sciarpa, sciarpe
  necktie, krawatte, krawatten, corbata, cravate, cravatta, cravatte
  socks, socken, calcetin, calcetines, chaussette, calzino, calzini
  underwear, unterwasche, ropa interior, sous-vetements, biancheria intima
  swimsuit, swimwear, swimming costume, badeanzug, badehose, banador, traje de bano, maillot de bain, costume da bagno
  pyjamas, pajamas, schlafanzug, pijama, pigiama
  gloves, handschuhe, guantes, gants, guanti
  hat, sombrero, chapeau, chapeaux, cappello, cappelli
  sneakers, turnschuhe, sportschuhe, zapatillas deportivas, chaussures de sport, scarpe da ginnastica
  stiefel, botas, bottes, stivali
  sandals, sandalen, sandalias, sandales, sandali
  slippers, hausschuhe, pantoffeln, pantuflas, pantoufles, pantofole
  curtains, drapes, vorhang, vorhange, gardine, gardinen, cortina, rideau, rideaux
  bed linen, bettwasche, ropa de cama, linge de lit, biancheria da letto
  duvet, quilt, comforter, bettdecke, edredon, couette, piumone
  pillow, kopfkissen, almohada, oreiller
  cushion, kissen, cojin, cojines, coussin, cuscino, cuscini
  blanket, wolldecke, manta
  bed sheet, bedsheet, bettlaken, laken, sabana, drap, lenzuolo, lenzuola
  tablecloth, tischdecke, tischtuch, nappe, tovaglia, tovaglie
  wool, woollen, woolen, wolle, lana, laine
  silk, seide, seda, soie
  cotton, baumwolle, algodon, coton, cotone
  leather, leder, cuero, cuir, cuoio
  linen, leinen, lin
  stain, fleck, flecken, mancha, macchie
  knopf, knopfe, bouton, bottone, bottoni
  zipper, reissverschluss, cremallera, fermeture eclair
  hem, saum, dobladillo, ourlet, orlo
  seamstress, dressmaker, schneiderin, costurera, couturiere, sarta
  sewing, sew, coser, costura, couture, cucire, cucito
  ironing, ironed, bugeln, gebugelt, bugelservice, planchar, planchado, repassage, stirare, stiratura, stirato
  laundry, wasche, lessive, linge
  launderette, laundrette, laundromat, waschsalon, lavanderia, laverie
  dry cleaning, dry cleaner, chemische reinigung, textilreinigung, tintoreria, limpieza en seco, nettoyage a sec, teinturerie, lavaggio a secco, tintoria
  washing machine, waschmaschine, lavadora, lave-linge, machine a laver, lavatrice
  tumble dryer, clothes dryer, trockner, waschetrockner, secadora, seche-linge, asciugatrice
  clothing alterations, anderungsschneiderei, arreglos de ropa, riparazioni sartoriali
  small, klein, kleine, kleinen, kleiner, pequeno, pequena, petit, petite, piccolo, piccola, piccoli, piccole
  big, large, grosser, grande, grandi, velky, velka, velke, velkou, velkeho
  tiny, winzig, diminuto, minusculo, minuscule, minuscolo
  huge, enormous, riesig, enorme
  heavy, lourd, lourde, pesante, pesanti
  old, alt, alte, alten, viejo, vieja, vieux, vieille, vecchio, vecchia, vecchi, vecchie
  young, jung, joven, jovenes, jeune, giovane, giovani
  age, edad
  age group, altersgruppe, altersgruppen, grupo de edad, tranche age, fascia di eta
  tram, tramway, strassenbahn, tranvia
  long-distance bus, reisebus, fernbus, autocar, autocares, pullman
  taxi, cab
  motorbike, motorcycle, motorrad, motorrader, motocicleta, motocicletta
  flight, flug, fluge, vuelo, volo, voli
  airplane, aeroplane, flugzeug, avion, aereo
  luggage, baggage, gepack, equipaje, bagage, bagaglio, bagagli
  suitcase, koffer, maleta, valise, valigia, valigie
  passenger, fahrgast, fahrgaste, passagier, passagiere, pasajero, passeggero, passeggeri
  departure, abfahrt, abreise, abflug, depart, partenza
  arrival, ankunft, anreise, llegada, arrivee, arrivo, arrivi
  journey, reise, reisen, viaje, voyage, viaggio, viaggi
  driving school, fahrschule, fahrschulen, autoescuela, auto-ecole, autoscuola
  driving lesson, fahrstunde, fahrstunden, clase de conducir, clases de conducir, lecon de conduite, lezione di guida, lezioni di guida
  driving licence, driving license, drivers license, fuhrerschein, carnet de conducir, permiso de conducir, permis de conduire, patente di guida
  motorway, highway, freeway, autobahn, autopista, autoroute, autostrada
  traffic jam, stau, atasco, embouteillage, ingorgo
  petrol station, gas station, tankstelle, gasolinera, station-service, distributore di benzina
  petrol, gasoline, benzin, gasolina, benzina
  charging station, ev charger, ladestation, ladesaule, punto de recarga, borne de recharge, colonnina di ricarica
  public transport, public transportation, offentliche verkehrsmittel, opnv, transporte publico, transports en commun, mezzi pubblici, trasporto pubblico
  on foot, zu fuss, a pie, a pied, a piedi
  boat, barco, barca, bateau, bateaux, barche
  ferry, transbordador, traghetto, traghetti
  car hire, car rental, mietwagen, autovermietung, alquiler de coches, location de voiture, noleggio auto
  cycle path, bike lane, radweg, radwege, carril bici, piste cyclable, pista ciclabile
  horse riding, horseback riding, reiten, equitacion, montar a caballo, equitation, equitazione
  riding school, reitschule, reitstall, escuela de equitacion, centro ecuestre, centre equestre, maneggio, centro ippico
  hiking, wandern, wanderung, wanderungen, senderismo, randonnee, escursionismo, trekking, trek
  hiking trail, footpath, wanderweg, wanderwege, sendero, sentier, sentiero, sentieri
  cycling, radfahren, radsport, ciclismo, cyclisme
  climbing, klettern, escalada, escalade, arrampicata
  skiing, ski, skifahren, esqui, esquiar, sci, sciare
  ice skating, eislaufen, schlittschuhlaufen, patinaje sobre hielo, patinage sur glace, pattinaggio su ghiaccio
  campsite, campground, campingplatz, zeltplatz, camping, campeggio, campeggi
  tent, zelt, zelte, tienda de campana, tenda da campeggio
  helmet, helm, helme, fahrradhelm
  backpack, rucksack, mochila, sac a dos, zaino, zaini
  bottle, flasche, flaschen, botella, bouteille, bottiglia, bottiglie
  umbrella, regenschirm, paraguas, parapluie, ombrello, ombrelli
  sunscreen, sun cream, suncream, sonnencreme, protector solar, creme solaire, crema solare
  picnic, picknick, pique-nique
  playground, spielplatz, parque infantil, aire de jeux, parco giochi
  beach, playa, plage, spiaggia, spiagge
  sea, meer
  seaside, am meer, junto al mar, bord de mer, al mare
  lake, lago, lac, laghi
  mountain, berg, gebirge, montana, montagne, montagna
  forest, wald, walder, bosque, foret, bosco, boschi, foresta, foreste
  river, fluss, flusse, rio, riviere, fleuve, fiume, fiumi
  museum, museen, museo, musee, musei
  guided tour, stadtfuhrung, visita guiada, visite guidee, visita guidata
  competition, contest, wettbewerb, wettkampf, competicion, concurso, concours, competizione, gara
  tournament, turnier, torneo, tournoi
  workout, entrenamiento, entrainement, allenamento, allenamenti
  entrenador, entrenadora, entraineur, entraineuse, allenatore, allenatrice
  intermediate, intermedio, intermedia, intermediaire
  advanced, fortgeschritten, fortgeschrittene, avanzado, avanzada, niveau avance, avanzato, avanzata, avanzati
  husband, ehemann, marido, esposo, mari, marito
  wife, ehefrau, esposa, epouse, moglie, mogli
  spouse, ehepartner, ehepartnerin, conyuge, conjoint, conjointe, coniuge
  toddler, kleinkind, kleinkinder, nino pequeno, tout-petit, bambino piccolo
  grandparents, grosseltern, grands-parents, nonni
  grandmother, grandma, granny, grossmutter, oma, abuela, grand-mere, mamie, nonna
  grandfather, grandpa, grossvater, opa, abuelo, grand-pere, papy, nonno
  grandchild, grandchildren, grandson, granddaughter, enkel, enkelin, enkelkind, enkelkinder, nieto, nieta, petit-fils, petite-fille, petits-enfants
  mother, mum, mom, mutti, mama, madre, maman, mamma
  father, dad, daddy, vater, pere
  brother, bruder, hermano, frere, fratello
  hermana, soeur, sorella, sorelle
  siblings, geschwister, freres et soeurs, fratelli
  friend, freunde, amigo, amiga, ami, amie, amico, amica, amici
  neighbour, neighbor, nachbar, nachbarn, vecino, vecina, voisin, voisine
  colleague, kollege, kollegin, kollegen, colega, collegue, collega, colleghi
  twins, zwillinge, gemelos, mellizos, jumeaux, gemelli
  babysitter, babysitting, ninera
  included, inclusive, inbegriffen, inklusive, enthalten, incluido, incluida, incluidos, incluidas, inclus, incluse, compris, comprise, incluso, inclusa, inclusi, compreso, compresa, compresi, comprese
  electric, elektrisch, elektrische, elektrischen, electrico, electrica, electricos, electricas, electrique, electriques, elettrico, elettrica, elettrici, elettriche
`;
