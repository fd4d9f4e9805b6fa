/**
 * More words of the goods, services and trades small businesses sell, kept as TRADE_WORDS keeps
 * them (everyday-words-trades.ts says how: one concept a line, English, German, Spanish, French,
 * Italian, Portuguese, Dutch and Polish, the plurals stemming does not reach, written folded, and
 * strict): food, drink and the goods of shops, clothes and crafts, the trades of the home and the
 * garden and the tools hired for them, lodging, printing and photography, offices and the web, the
 * words of selling and renting, pets and horses. Concepts already on a line of the other lists
 * (chair, wine, lock, certificate, tutoring, delivery, seamstress) are not written again. Left out
 * for another everyday meaning in one of the languages, or for being read as another word: "pan"
 * (English, Polish "Mr"), "pain" and "brood" (English), "brot" (read inside "brother"), "kase"
 * (read as "Kasse"), "paes" (read as Italian "paese"), "sera" and "ser" (Italian evening, Spanish
 * "to be"), "kuchen" (German kitchens), "bolo" (read inside "bolognese"), "jaja" (Spanish
 * laughter), "jugo" (read as "juego"), "flor" (read as "floor"), "forni" (read as "forniamo"),
 * "copo" (a Spanish flake), "louca" (Portuguese crazy), "helado" and "gelado" (iced, as in iced
 * tea), "kip" (English), "eis", "glace" and "ijs" (ice), "sweets" (read as "sweet"), "shorts" and
 * "tights" (read as "short", "tight"), "weeds" (read as "weed"), "jus" (Dutch gravy), "sok" (a
 * Dutch sock), "sumo", "dolce" and "doces" (sweet), "legumes" (pulses), "calcio" (calcium), "bio"
 * (a profile), "ecologico" (Italian eco-friendly), "deli" (read inside "delicious"), "entree" (an
 * American main course), "entrante" (next), "starter" (a car's), "sobremesa" (Spanish after-meal
 * talk), "vaso" (a Spanish glass, an Italian vase), "verre" and "glas" (the material), "tassen"
 * (Dutch bags), "kopje" (a heading), "serviette" (a French towel), "cubiertos" and "couverts"
 * (covered, covers), "geschirr" (a harness), "bougie" (a spark plug), "frasco" (a bottle), "pote"
 * (a French mate), "lata" (Polish years), "blik" (a glance, a Polish payment), "hay" (Spanish
 * "there is"), "heu" (French "um"), "ring" (a call, a ring road), "cartera" and "carteira" (a
 * postman, a licence), "collar" and "colar" (a dog's collar, to glue), "ketting" (a chain),
 * "pendientes" (pending), "armband", "montre" (shows), "uhr" (o'clock), "alianza", "alliance" and
 * "alianca" (an alliance), "fede" (faith), "tailleur" (a suit), "schneider" (a surname), "cobbler"
 * (a dessert), "sapataria" (a shoe shop and a cobbler), "suit" (a lawsuit), "pak" (a package),
 * "fato" (a fact), "bone" and "pet" (English), "cap", "bonnet" (a car's), "cuffia" (a swimming
 * cap), "medias" (averages), "panty", "maillot", "cire" (wax), "tricot" (jersey), "croche" (a
 * quaver), "haft" (German custody), "tekenen" (to sign), "tutor" (a guardian), "schilder" (German
 * signs), "mason" (a jar), "notar" (Spanish to notice), "leck" (read inside "lecker"), "valla"
 * (read as "valle"), "sebe" (Czech oneself), "berco" (read as "barco"), "muts" (read as German
 * "Mut"), "removals" (read as any "removal"), "hydraulik" (German hydraulics), "tap" (tap water),
 * "kraan" and "kran" (a crane), "lavabo" (a Spanish toilet), "lavandino", "lava-loica" (a Brazilian
 * dishwasher), "pila" (a battery), "blat" (read as "Blatt"), "reforma" (Portuguese retirement),
 * "renovacion" and "renovacao" (a renewal), "isolation", "isolamento" and "isolierung" (isolation),
 * "chimenea", "cheminee" and "camino" (a chimney and a fireplace both, a way), "serre", "serra" and
 * "estufa" (tight, a saw, a stove), "kas" (a till), "cloture" (a closing), "grillage" (roasting),
 * "cancello" (Italian "I delete"), "prato" (a Portuguese plate), "poda" (Polish "serves"),
 * "tondeuse" (clippers), "carretilla" (a forklift), "carriola" (a Mexican pram), "drill" (a fire
 * drill), "leiter" and "echelle" (a leader, a scale), "scala", "vis" and "viti" (Dutch fish,
 * vines), "boor" (English), "steiger" (a jetty), "mudancas" (changes), "tresor" (a treasure),
 * "cofre" (a car boot), "taquilla" (a box office), "calentador" (a heater), "cumulus" (a cloud),
 * "geiser", "plaster" (a sticking plaster), "putz" (read as "putzen"), "pavimento" (a Portuguese
 * storey), "farba" alone (hair dye), "dormitory" and "dorm" (read as "dormitorio", "dormir"),
 * "literas" (Polish letters), "pensione" and "pensao" (a pension), "ensuite" (French "then"),
 * "reception" (a wedding's), "consigna" and "consigne" (an instruction), "fohn" (a blow-dry),
 * "phon" (read as "phone"), "plancha" (a griddle), "four" (English), "crib" (a nativity scene),
 * "buggy" (a golf buggy), "sportwagen" (a sports car), "carrozzina" (a wheelchair), "trocador" (an
 * exchanger), "impression", "impresion" and "impressao" (an impression), "drukken" (to press),
 * "folder", "tract", "transparent" (English), "lona" (canvas), "shooting" (English), "camera" (an
 * Italian room), "aparat" (braces), "tusz" (mascara), "tinte" and "tinta" (dye, paint), "incisione"
 * (an incision), "avocat" (an avocado), "kantor" (read as Dutch "kantoor"), "cajero" and
 * "distributeur" (a cashier, a vending machine), "correos" (emails), "site" (a place), "mail"
 * (post), "vacancy" (a free room), "sale" (Italian salt, French dirty), "saldos" (balances),
 * "saldi" (read as "saldo"), "soldes" (read as "solde", a balance), "ausverkauf" (read as
 * "ausverkauft"), "agotado", "esgotado", "epuise" and "esaurito" (worn out), "wyprzedany" (read as
 * "wyprzedaz"), "hurt" (English), "boete" (any fine), "mora" (a blackberry), "livery" (a company's
 * colours), "stables" (read as "stable"), "zoologiczny" (a zoo's). "fabbro", "serralheiro" and
 * "slusarz" are kept: the trade that opens locks is the one that works the metal.
 */
export const MORE_TRADE_WORDS = `
  jar, jars, einmachglas, einmachglaser, schraubglas, tarro, tarros, bocal, bocaux, barattolo, barattoli, vasetto, vasetti, boiao, boioes, weckpot, weckpotten, glazen pot, sloik, sloiki, sloika, sloikow
  tin can, drink can, konservendose, getrankedose, lata de conserva, lata de refresco, boite de conserve, canette, canettes, lattina, lattine, blikje, blikjes, conservenblik, puszka, puszki, puszek
  gift basket, gift hamper, christmas hamper, food hamper, geschenkkorb, geschenkkorbe, prasentkorb, cesta de regalo, cesta regalo, cesta de navidad, lote de navidad, panier garni, panier cadeau, coffret gourmand, cesto regalo, cesto natalizio, cesti natalizi, cabaz, cabazes, cabaz de natal, kerstpakket, kerstpakketten, geschenkmand, kerstmand, kosz prezentowy, kosz upominkowy, kosze prezentowe, kosz swiateczny
  cheese, cheeses, queso, quesos, fromage, fromages, formaggio, formaggi, queijo, queijos, kaas, kazen, serek, serki
  bread, pao, chleb, chleba, chlebem, pieczywo
  bakery, baker, bakers, backerei, backereien, panaderia, panaderias, panadero, boulangerie, boulangeries, boulanger, panetteria, panificio, fornaio, padaria, padarias, padeiro, bakkerij, bakkerijen, bakker, bakkers, piekarnia, piekarni, piekarz
  cake, cakes, torte, torten, tarta, tartas, gateau, gateaux, torta, taart, taarten, torty, tortu
  pastry shop, patisserie, patisseries, konditorei, konditoreien, pasteleria, pastelerias, pasticceria, pasticcerie, pastelaria, pastelarias, banketbakkerij, banketbakker, cukiernia, cukierni, cukiernie
  butcher, butchers, butcher shop, metzger, metzgerei, fleischerei, fleischer, carniceria, carnicerias, carnicero, boucherie, boucheries, macelleria, macellerie, macellaio, talho, talhos, acougue, slager, slagers, slagerij, slagerijen, rzeznik, rzeznika, sklep miesny, masarnia
  meat, fleisch, carne, carnes, viande, viandes, carni, vlees, mieso, miesa, miesem
  fishmonger, fish shop, fischhandler, fischgeschaft, pescaderia, pescaderias, poissonnerie, poissonneries, pescheria, pescherie, peixaria, peixarias, visboer, viswinkel, vishandel, sklep rybny
  fruit, obst, fruta, frutas, frutta, owoce, owocow, owoc
  vegetables, gemuse, verdura, verduras, hortalizas, verdure, ortaggi, hortalicas, groenten, groente, warzywa, warzyw
  organic, biologisch, biologische, biologique, biologiques, biologico, biologica, biologici, ekologiczny, ekologiczna, ekologiczne, ekologicznych
  honey, honig, miel, mel, honing, miod, miodu
  olive oil, olivenol, aceite de oliva, huile olive, olio oliva, olio di oliva, olio extravergine, azeite, azeite de oliva, olijfolie, oliwa, oliwa z oliwek
  egg, eggs, eier, huevo, huevos, oeuf, oeufs, uovo, uova, ovo, ovos, eieren, jajko, jajka, jajek
  flour, mehl, harina, harinas, farine, farina, farinha, meel, maka
  spices, spice, gewurze, gewurz, especias, especia, epices, epice, spezie, especiarias, specerijen, przyprawy, przypraw
  chicken, hahnchen, huhnchen, brathahnchen, pollo, pollos, poulet, poulets, frango, frangos, kipfilet, kurczak, kurczaka, kurczaki
  beef, rindfleisch, carne de res, carne de vacuno, carne de vaca, boeuf, manzo, rundvlees, wolowina, wolowiny
  pork, schweinefleisch, carne de cerdo, porc, carne di maiale, carne de porco, varkensvlees, wieprzowina, wieprzowiny
  lamb, lamm, lammer, lammfleisch, cordero, corderos, agneau, agneaux, agnello, agnelli, cordeiro, cordeiros, lamsvlees, jagnie, jagniecina, jagnieciny
  seafood, meeresfruchte, marisco, mariscos, fruits de mer, frutti di mare, zeevruchten, owoce morza
  soup, soups, suppe, suppen, sopa, sopas, soupe, soupes, zuppa, zuppe, minestra, soep, soepen, zupa, zupy, zupe
  salad, salads, salat, salate, ensalada, ensaladas, salade, salades, insalata, insalate, salada, saladas, salatka, salatki, salatke
  sandwich, belegtes brot, bocadillo, bocadillos, panino, panini, tramezzino, tramezzini, sanduiche, sanduiches, broodje, broodjes, kanapka, kanapki
  juice, juices, saft, safte, zumo, zumos, jus de fruits, jus orange, succo, succhi, suco, sucos, vruchtensap, soki, soku
  chocolate, chocolates, schokolade, chocolat, chocolats, cioccolato, cioccolata, cioccolatini, chocolade, czekolada, czekolady, czekolade
  candy, candies, sussigkeiten, bonbons, bonbon, golosinas, chucherias, caramelos, confiserie, caramelle, dolciumi, guloseimas, rebucados, snoep, snoepjes, cukierki, cukierkow, slodycze, slodyczy
  ice cream, ice-cream, icecream, speiseeis, eiscreme, creme glacee, gelato, gelati, sorvete, sorvetes, roomijs, ijsje, ijsjes, lody, lodow
  dessert, desserts, nachtisch, nachspeise, nachspeisen, postre, postres, toetje, toetjes, nagerecht, nagerechten, deser, desery, deseru
  appetizer, appetiser, appetizers, vorspeise, vorspeisen, antipasto, antipasti, voorgerecht, voorgerechten, przystawka, przystawki
  main course, main courses, hauptgericht, hauptgerichte, hauptspeise, plato principal, platos principales, plat principal, plats principaux, secondo piatto, secondi piatti, prato principal, hoofdgerecht, hoofdgerechten, danie glowne, dania glowne
  set menu, menu of the day, dish of the day, tagesmenu, mittagsmenu, mittagstisch, menu del dia, plat du jour, formule midi, menu fisso, menu del giorno, piatto del giorno, prato do dia, menu do dia, dagmenu, dagschotel, danie dnia, zestaw obiadowy, zestaw dnia
  tasting menu, degustationsmenu, menu degustacion, menu degustation, menu degustazione, menu de degustacao, proeverijmenu, menu degustacyjne
  tasting, tastings, verkostung, degustacion, degustaciones, degustation, degustazione, degustazioni, degustacao, degustacoes, proeverij, proeverijen, degustacja, degustacji
  wine tasting, wine tastings, weinprobe, weinverkostung, cata de vinos, degustacion de vinos, degustation de vins, degustation de vin, degustazione di vini, degustazione vini, prova de vinhos, degustacao de vinhos, wijnproeverij, wijnproeverijen, degustacja wina, degustacja win
  wine glass, wine glasses, weinglas, weinglaser, copa de vino, copas de vino, verre a vin, verres a vin, bicchiere da vino, bicchieri da vino, calice, calici, copo de vinho, taca de vinho, tacas de vinho, wijnglas, wijnglazen, kieliszek do wina, kieliszki do wina, kieliszek, kieliszki
  drinking glass, trinkglas, trinkglaser, bicchiere, bicchieri, drinkglas, drinkglazen, szklanka, szklanki, szklanek
  cup, cups, tasse, taza, tazas, tazza, tazze, chavena, chavenas, xicara, xicaras, filizanka, filizanki, filizanek
  mug, mugs, becher, kaffeebecher, caneca, canecas, mok, mokken, kubek, kubki, kubka
  crockery, tableware, dinnerware, tafelgeschirr, vajilla, vajillas, vaisselle, stoviglie, servies, serviesgoed, zastawa stolowa
  cutlery, besteck, posate, talheres, bestek, sztucce, sztuccow
  napkin, napkins, servietten, servilleta, servilletas, tovagliolo, tovaglioli, guardanapo, guardanapos, servet, servetten, serwetka, serwetki, serwetek
  candle, candles, kerze, kerzen, candela, candele, kaars, kaarsen, swieca, swiece, swieczka, swieczki, swieczek
  soap, soaps, seife, seifen, jabon, jabones, savon, savons, sapone, saponi, sabonete, sabonetes, sabao, zeep, zepen, mydlo, mydla, mydel
  grocery, groceries, grocery shop, grocer, lebensmittelgeschaft, lebensmittelladen, tienda de comestibles, ultramarinos, colmado, epicerie, epiceries, negozio di alimentari, mercearia, mercearias, kruidenier, kruidenierswinkel, sklep spozywczy, spozywczak
  delicatessen, feinkost, feinkostladen, delikatessen, tienda gourmet, epicerie fine, salumeria, salumerie, loja gourmet, delicatessenwinkel, delicatessenzaak, delikatesy, delikatesow
  bookshop, bookstore, bookshops, buchhandlung, buchladen, librerias, librairie, librairies, livraria, livrarias, boekhandel, boekwinkel, boekhandels, ksiegarnia, ksiegarni
  stationery, schreibwaren, papeleria, papelerias, papeterie, cartoleria, cartolerie, papelaria, papelarias, kantoorartikelen, schrijfwaren, artykuly papiernicze
  jewellery, jewelry, schmuck, joyas, joyeria, bijoux, bijouterie, joaillerie, gioielli, gioielleria, bigiotteria, joias, joalharia, joalheria, bijuteria, sieraden, juwelen, bizuteria, bizuterii
  jeweller, jeweler, juwelier, juweliere, bijoutier, bijoutiers, joaillier, gioielliere, gioiellieri, ourives, joalheiro, juweliers, jubiler, jubilera, jubilerzy
  engagement ring, verlobungsring, anillo de compromiso, bague de fiancailles, anello di fidanzamento, anel de noivado, verlovingsring, pierscionek zareczynowy
  wedding ring, wedding rings, ehering, eheringe, trauring, trauringe, anillo de boda, anillos de boda, fede nuziale, fedi nuziali, trouwring, trouwringen, obraczka, obraczki, obraczke
  necklace, necklaces, halskette, halsketten, collier, colliers, collana, collane, naszyjnik, naszyjniki
  earrings, ohrringe, ohrring, aretes, boucles oreilles, boucle oreille, orecchini, orecchino, brincos, brinco, oorbellen, oorbel, kolczyki, kolczyk
  bracelet, bracelets, pulsera, pulseras, braccialetto, braccialetti, bracciale, bracciali, pulseira, pulseiras, bransoletka, bransoletki
  wristwatch, armbanduhr, armbanduhren, reloj de pulsera, relojes de pulsera, montre-bracelet, montre bracelet, orologio da polso, orologi da polso, relogio de pulso, polshorloge, zegarek, zegarki, zegarka
  watchmaker, watch repair, uhrmacher, uhrmacherei, relojero, relojeria, horloger, horlogerie, orologiaio, orologeria, relojoeiro, relojoaria, horlogemaker, zegarmistrz, zegarmistrza
  wallet, wallets, geldborse, portemonnaie, brieftasche, billetera, billeteras, portefeuille, portefeuilles, portafoglio, portafogli, portemonnee, portemonnees, portfel, portfele, portfela
  sunglasses, sonnenbrille, sonnenbrillen, gafas de sol, lunettes de soleil, occhiali da sole, oculos de sol, zonnebril, zonnebrillen, okulary przeciwsloneczne
  short trousers, kurze hose, pantalones cortos, pantalon corto, pantaloncini, calcoes, calcao, korte broek, korte broeken, spodenki, szorty
  business suit, mens suit, anzug, anzuge, traje de hombre, traje de chaqueta, costume homme, abito da uomo, fato de homem, kostuum, kostuums, maatpak, herenpak, garnitury, garnituru
  wedding dress, wedding gown, bridal gown, brautkleid, brautkleider, vestido de novia, vestidos de novia, robe de mariee, robes de mariee, abito da sposa, abiti da sposa, vestido de noiva, vestidos de noiva, trouwjurk, trouwjurken, bruidsjurk, suknia slubna, suknie slubne, sukni slubnej
  workwear, work clothes, arbeitskleidung, berufskleidung, ropa de trabajo, ropa laboral, vetements de travail, tenue de travail, abbigliamento da lavoro, indumenti da lavoro, roupa de trabalho, werkkleding, bedrijfskleding, odziez robocza, ubrania robocze
  school uniform, school uniforms, schuluniform, uniforme escolar, uniformes escolares, uniforme scolaire, divisa scolastica, farda escolar, schooluniform, mundurek szkolny, mundurki szkolne
  pantyhose, strumpfhose, strumpfhosen, panti, pantis, collant, collants, meia-calca, meias-calca, meia calca, rajstopy, rajstop
  raincoat, rain jacket, regenjacke, regenmantel, chubasquero, chubasqueros, veste de pluie, giacca antipioggia, capa de chuva, regenjas, regenjassen, kurtka przeciwdeszczowa, plaszcz przeciwdeszczowy
  waterproof, wasserdicht, impermeable, impermeables, impermeabile, impermeabili, impermeavel, impermeaveis, waterdicht, waterdichte, wodoodporny, wodoodporna, wodoodporne
  baseball cap, basecap, schirmmutze, baseballkappe, gorra, gorras, casquette, casquettes, cappellino, cappellini, czapka z daszkiem, czapki z daszkiem
  beanie, woolly hat, wooly hat, mutze, mutzen, strickmutze, gorro, gorros, berretto, berretti, gorro de la, mutsen, czapka zimowa, czapki zimowe
  shoe repair, shoemaker, schuster, schuhmacher, schuhreparatur, schuhmacherei, zapatero, zapateros, reparacion de calzado, cordonnier, cordonniers, cordonnerie, calzolaio, calzolai, sapateiro, sapateiros, schoenmaker, schoenmakers, schoenmakerij, szewc, szewca, szewcy
  shoe shop, shoe store, schuhgeschaft, schuhladen, zapateria, zapaterias, magasin de chaussures, negozio di scarpe, loja de sapatos, schoenenwinkel, schoenwinkel, sklep obuwniczy
  embroidery, embroidered, stickerei, sticken, bestickt, bordado, bordados, bordar, broderie, broderies, ricamo, ricami, ricamato, ricamare, borduren, borduurwerk, geborduurd, haftowanie, haftowany, haftowane
  knitting, stricken, tejer, tricoter, tricotage, lavoro a maglia, lavorare a maglia, trico, breien, breiwerk, dzierganie, robotki na drutach
  crochet, hakeln, ganchillo, uncinetto, szydelkowanie, szydelko, szydelkiem
  pottery, ceramics, topfern, topferei, keramik, ceramica, ceramicas, ceramique, poterie, ceramiche, olaria, pottenbakken, keramiek, ceramika, garncarstwo
  drawing, drawings, zeichnen, zeichnung, zeichenkurs, dibujo, dibujos, dibujar, dessin, dessins, dessiner, disegno, disegni, disegnare, desenho, desenhos, desenhar, tekening, tekeningen, tekenles, rysunek, rysunki, rysowanie
  language school, sprachschule, sprachschulen, escuela de idiomas, academia de idiomas, ecole de langues, scuola di lingue, scuola di lingua, escola de linguas, taalschool, talenschool, taleninstituut, szkola jezykowa, szkola jezykow obcych
  driving test, driving exam, fuhrerscheinprufung, fahrprufung, examen de conducir, examen practico de conducir, examen du permis, examen du permis de conduire, esame di guida, esame patente, exame de conducao, exame de direcao, rijexamen, egzamin na prawo jazdy, egzamin praktyczny
  plumber, plumbers, klempner, sanitarinstallateur, fontanero, fontaneros, plombier, plombiers, idraulico, idraulici, canalizador, canalizadores, encanador, encanadores, loodgieter, loodgieters
  plumbing, sanitarinstallation, fontaneria, plomberie, impianto idraulico, lavori idraulici, canalizacao, canalizacoes, loodgieterswerk, instalacje wodno-kanalizacyjne, instalacja wodna
  electrician, electricians, elektriker, electricista, electricistas, electricien, electriciens, elettricista, elettricisti, eletricista, eletricistas, elektricien, elektriciens, elektryk, elektrycy, elektryka
  painter, painters, painter and decorator, house painter, maler, malermeister, malerbetrieb, pintor, pintores, peintre, peintres, peintre en batiment, imbianchino, imbianchini, huisschilder, huisschilders, schildersbedrijf, malarz, malarze, malarza, malarz pokojowy
  carpenter, carpenters, joiner, joiners, carpentry, joinery, tischler, tischlerei, schreiner, schreinerei, zimmerer, carpintero, carpinteros, carpinteria, ebanista, menuisier, menuisiers, menuiserie, charpentier, falegname, falegnami, falegnameria, carpinteiro, carpinteiros, carpintaria, marceneiro, marceneiros, marcenaria, timmerman, timmerlieden, timmerbedrijf, schrijnwerker, schrijnwerkerij, stolarz, stolarze, stolarza, stolarnia, ciesla
  roofer, roofers, dachdecker, dachdeckerei, techador, couvreur, couvreurs, telhador, dakdekker, dakdekkers, dakdekkersbedrijf, dekarz, dekarze, dekarza
  bricklayer, bricklayers, maurer, albanil, albaniles, macon, macons, muratore, muratori, pedreiro, pedreiros, metselaar, metselaars, murarz, murarze, murarza
  tiler, tilers, fliesenleger, alicatador, solador, azulejero, carreleur, carreleurs, piastrellista, piastrellisti, ladrilhador, azulejador, tegelzetter, tegelzetters, glazurnik, plytkarz, kafelkarz
  tiles, tile, tiling, fliesen, fliese, azulejo, azulejos, baldosa, baldosas, carrelage, carrelages, piastrella, piastrelle, tegel, tegels, kafelki, kafle, glazura
  roof tiles, dachziegel, dachpfannen, tejas, teja, tuiles, tuile, tegole, tegola, telhas, telha, dakpannen, dakpan, dachowki, dachowka
  plastering, plasterer, plasterers, verputzen, stuckateur, stuckateure, verputzarbeiten, enlucido, enlucidos, yesero, yeseros, platrier, platriers, intonaco, intonacatura, intonacatore, reboco, rebocos, estucador, estucadores, stukadoor, stukadoors, stucadoor, stucwerk, tynkarz, tynkarze, tynkowanie, tynk
  welding, welder, welders, schweissen, schweisser, schweissarbeiten, soldadura, soldador, soldadores, soudure, soudeur, soudeurs, saldatura, saldatore, saldatori, lasser, lassers, laswerk, spawanie, spawacz, spawacze
  handyman, odd jobs, hausmeisterservice, manitas, homme a tout faire, petits travaux, tuttofare, uomo tuttofare, faz-tudo, marido de aluguel, biscateiro, klusjesman, klusjesmannen, klusjesdienst, klusser, zlota raczka
  renovation, renovations, renovierung, renovierungen, sanierung, modernisierung, ristrutturazione, ristrutturazioni, remodelacao, remodelacoes, renovatie, renovaties, verbouwing, verbouwingen, remont, remontu, remonty, remontow
  fitted kitchen, kitchen fitting, einbaukuche, einbaukuchen, kuchenmontage, cocina a medida, cocinas a medida, montaje de cocinas, cuisine equipee, cuisines equipees, cuisine sur mesure, cucina su misura, montaggio cucine, cozinha equipada, cozinhas equipadas, cozinha planejada, inbouwkeuken, keuken op maat, keukenmontage, kuchnia na wymiar, zabudowa kuchenna, meble kuchenne
  worktop, worktops, countertop, countertops, arbeitsplatte, arbeitsplatten, encimera, encimeras, plan de travail, plans de travail, piano di lavoro, piani di lavoro, top cucina, bancada de cozinha, tampo de cozinha, aanrechtblad, aanrechtbladen, blat kuchenny, blaty kuchenne
  kitchen sink, spulbecken, kuchenspule, fregadero, fregaderos, evier, eviers, lavello, lavelli, gootsteen, gootstenen, spoelbak, zlew, zlewozmywak, zlewozmywaki, zlewu
  washbasin, wash basin, bathroom sink, handbasin, waschbecken, waschtisch, lavamanos, vasque, vasques, lavatorio, lavatorios, wastafel, wastafels, umywalka, umywalki, umywalke
  faucet, faucets, wasserhahn, wasserhahne, grifo, grifos, robinet, robinets, robinetterie, rubinetto, rubinetti, torneira, torneiras, waterkraan, waterkranen
  boiler, boilers, heating boiler, combi boiler, heizkessel, gastherme, heiztherme, caldera, calderas, caldera de gas, chaudiere, chaudieres, caldaia, caldaie, caldeira, caldeiras, cv-ketel, cv-ketels, verwarmingsketel, kociol, kociol gazowy, piec gazowy
  water heater, hot water cylinder, warmwasserspeicher, durchlauferhitzer, calentador de agua, termo electrico, chauffe-eau, scaldabagno, scaldacqua, esquentador, esquentadores, termoacumulador, aquecedor de agua, warmwaterboiler, elektrische boiler, podgrzewacz wody, bojler, bojlera
  radiator, radiators, heizkorper, radiador, radiadores, radiateur, radiateurs, radiatore, radiatori, termosifone, termosifoni, radiatoren, kaloryfer, kaloryfery, grzejnik, grzejniki, grzejnika
  heat pump, heat pumps, warmepumpe, warmepumpen, bomba de calor, bombas de calor, pompe a chaleur, pompes a chaleur, pompa di calore, pompe di calore, warmtepomp, warmtepompen, pompa ciepla, pompy ciepla
  solar panels, solar panel, photovoltaics, photovoltaic, solaranlage, photovoltaik, photovoltaikanlage, solarmodule, placas solares, paneles solares, panneaux solaires, photovoltaique, pannelli solari, fotovoltaico, impianto fotovoltaico, paineis solares, paineis fotovoltaicos, fotovoltaica, zonnepanelen, zonnepaneel, panele sloneczne, panele fotowoltaiczne, fotowoltaika
  power socket, plug socket, wall socket, power outlet, steckdose, steckdosen, enchufe, enchufes, toma de corriente, prise electrique, prises electriques, presa elettrica, prese elettriche, tomada eletrica, stopcontact, stopcontacten, gniazdko, gniazdka, gniazdek
  smoke alarm, smoke detector, rauchmelder, detector de humo, detectores de humo, detecteur de fumee, detecteurs de fumee, rilevatore di fumo, rilevatori di fumo, detetor de fumo, detector de fumaca, rookmelder, rookmelders, czujnik dymu, czujniki dymu
  fire extinguisher, feuerloscher, extintor, extintores, extincteur, extincteurs, estintore, estintori, brandblusser, brandblussers, gasnica, gasnice, gasnicy
  burglar alarm, alarm system, alarmanlage, alarmanlagen, einbruchmeldeanlage, sistema de alarma, alarma antirrobo, systeme alarme, alarme anti-intrusion, impianto di allarme, antifurto, sistema de alarme, alarmsysteem, inbraakalarm, system alarmowy, alarm antywlamaniowy
  cctv, security camera, security cameras, surveillance camera, uberwachungskamera, videouberwachung, camara de seguridad, camaras de seguridad, videovigilancia, camera de surveillance, videosurveillance, videoprotection, telecamera di sorveglianza, videosorveglianza, camara de vigilancia, beveiligingscamera, beveiligingscameras, camerabewaking, kamera monitoringu, monitoring wizyjny
  locksmith, locksmiths, schlusseldienst, cerrajero, cerrajeros, cerrajeria, serrurier, serruriers, serrurerie, fabbro, fabbri, serralheiro, serralheiros, slotenmaker, slotenmakers, slotenmakerij, slusarz, slusarza
  key cutting, key copy, duplicate key, schlusselkopie, schlussel nachmachen, copia de llaves, duplicado de llaves, double de cles, reproduction de cles, duplicazione chiavi, duplicato chiavi, copia chiavi, copia de chaves, duplicado de chaves, sleutel bijmaken, sleutels bijmaken, dorabianie kluczy, dorobienie klucza
  door lock, door locks, turschloss, turschlosser, cerradura, cerraduras, serrure, serrures, serratura, serrature, fechadura, fechaduras, deurslot, deursloten, zamek do drzwi, zamki do drzwi
  room safe, wall safe, safe box, in-room safe, caja fuerte, cajas fuertes, coffre-fort, coffres-forts, cassaforte, casseforti, cofre-forte, cofres-fortes, kluis, kluizen, sejf, sejfu, sejfy
  locker, lockers, schliessfach, schliessfacher, spind, spinde, casillero, casilleros, casier, casiers, armadietto, armadietti, cacifo, cacifos, kluisje, kluisjes
  scaffolding, scaffold, baugerust, andamio, andamios, andamiaje, echafaudage, echafaudages, ponteggio, ponteggi, andaime, andaimes, bouwsteiger, rusztowanie, rusztowania, rusztowan
  skip hire, builders skip, rubble container, bauschuttcontainer, schuttmulde, contenedor de escombros, contenedores de escombros, benne a gravats, location de benne, cassone per macerie, cassone scarrabile, contentor de entulho, cacamba de entulho, puincontainer, afvalcontainer, kontener na gruz, kontener na odpady, kontenery na gruz
  house removals, moving house, house move, umzug, umzuge, mudanza, mudanzas, demenagement, demenagements, trasloco, traslochi, mudanca de casa, verhuizing, verhuizingen, przeprowadzka, przeprowadzki, przeprowadzke
  removal company, movers, removal firm, umzugsfirma, umzugsunternehmen, umzugsservice, empresa de mudanzas, demenageur, demenageurs, entreprise de demenagement, ditta di traslochi, impresa di traslochi, empresa de mudancas, verhuisbedrijf, verhuisbedrijven, verhuizer, verhuizers, firma przeprowadzkowa, firmy przeprowadzkowe
  self storage, self-storage, storage unit, storage units, lagerraum, lagerraume, lagerbox, einlagerung, selfstorage, trastero, trasteros, guardamuebles, garde-meuble, garde-meubles, guarda-moveis, opslagruimte, opslagruimtes, opslagbox, opslagboxen, magazyn samoobslugowy
  furniture assembly, flat-pack assembly, mobelmontage, mobelaufbau, montaje de muebles, montage de meubles, montaggio mobili, montaggio di mobili, montagem de moveis, meubelmontage, meubels monteren, montaz mebli, skladanie mebli
  garage door, garage doors, garagentor, garagentore, puerta de garaje, puertas de garaje, porte de garage, portes de garage, porta del garage, portao de garagem, portoes de garagem, garagedeur, garagedeuren, brama garazowa, bramy garazowe
  skylight, roof window, dachfenster, claraboya, tragaluz, ventana de tejado, fenetre de toit, lucernario, finestra da tetto, finestre da tetto, claraboia, janela de telhado, dakraam, dakramen, okno dachowe, okna dachowe
  wallpaper, wallpapers, tapeten, papel pintado, papel de pared, papier peint, papiers peints, carta da parati, papel de parede, behang, tapeta, tapety
  carpet, carpets, teppich, teppiche, alfombra, alfombras, moqueta, tapis, tappeto, tappeti, moquette, carpete, carpetes, tapijt, tapijten, vloerkleed, vloerkleden, dywan, dywany, dywanu, wykladzina
  flooring, floor covering, floor coverings, bodenbelag, bodenbelage, fussboden, revestimiento de suelos, revetement de sol, revetements de sol, rivestimento pavimenti, pavimentazione, revestimento de piso, vloer, vloeren, vloerbedekking, podloga, podlogi, posadzka
  laminate flooring, laminat, laminatboden, suelo laminado, stratifie, parquet stratifie, laminato, pavimento in laminato, piso laminado, laminaat, laminaatvloer, panele podlogowe
  parquet, parkett, parkettboden, parquete, parket, parketvloer, parkiet
  paint, paints, wall paint, wandfarbe, wandfarben, vernice, vernici, verf, verven, muurverf, farba do scian, farby do scian
  varnish, wood varnish, holzlack, klarlack, barniz, barnices, vernis a bois, vernis bois, vernice per legno, verniz para madeira, blanke lak, lakier do drewna, lakierobejca
  dampness, feuchte, humedades, vocht, vochtigheid, vochtprobleem, wilgoc, wilgoci, zawilgocenie
  mould, mold, schimmelbefall, moho, moisissure, moisissures, muffa, muffe, bolor, bolores, schimmels, plesn, plesni
  leak, leaks, leaking, water leak, undichtigkeit, wasserleck, fuga de agua, fugas de agua, fuite, fuites, fuite eau, perdita acqua, vazamento, vazamentos, lekkage, lekkages, przeciek, przecieki, wyciek, wycieki
  blocked drain, drain unblocking, drain cleaning, rohrreinigung, abflussreinigung, rohrverstopfung, desatasco, desatascos, desatascar, debouchage, debouchage canalisation, disostruzione, disostruzione scarichi, sturare, desentupimento, desentupimentos, desentupir, ontstopping, ontstoppen, ontstoppingsdienst, udraznianie, udraznianie rur, przepychanie rur
  septic tank, septic tanks, klargrube, sickergrube, fosa septica, fosas septicas, fosse septique, fosses septiques, fossa biologica, fossa settica, fossa septica, septische put, beerput, szambo, szamba, szambem
  pest control, exterminator, schadlingsbekampfung, kammerjager, control de plagas, fumigacion, desinsectacion, desratizacion, deratisation, desinsectisation, deratiseur, disinfestazione, derattizzazione, controlo de pragas, desinfestacao, dedetizacao, ongediertebestrijding, deratyzacja, dezynsekcja
  disinfection, desinfektion, desinfizieren, desinfeccion, desinfectar, desinfection, desinfecter, disinfezione, disinfettare, sanificazione, desinfecao, desinfetar, desinfectie, ontsmetting, dezynfekcja, dezynfekcji
  insulation, dammung, warmedammung, aislamiento termico, isolation thermique, isolamento termico, woningisolatie, spouwmuurisolatie, ocieplenie, docieplenie, izolacja termiczna
  double glazing, doppelverglasung, isolierverglasung, doble acristalamiento, doble vidrio, double vitrage, doppi vetri, vetrocamera, vidro duplo, vidros duplos, dubbel glas, dubbele beglazing, isolatieglas, hr-glas, podwojne szyby, szyby zespolone
  glazier, glaziers, glaser, glaserei, vidriero, vitrier, vitriers, vitrerie, vetraio, vetrai, vetreria, vidraceiro, vidraceiros, vidracaria, glazenmaker, glaszetter, glaszetters, szklarz, szklarza
  gutter, gutters, dachrinne, dachrinnen, regenrinne, regenrinnen, canalon, canalones, gouttiere, gouttieres, grondaia, grondaie, caleira, caleiras, calha, calhas, dakgoot, dakgoten, goot, goten, rynna, rynny, rynien
  chimney, chimneys, schornstein, schornsteine, canna fumaria, comignolo, chamine, chamines, schoorsteen, schoorstenen, komin, kominy, komina
  fireplace, fireplaces, kamin, kamine, kaminofen, lareira, lareiras, caminetto, caminetti, openhaard, open haard, haard, haarden, kominek, kominki, kominka
  chimney sweep, schornsteinfeger, kaminkehrer, deshollinador, deshollinadores, ramoneur, ramoneurs, ramonage, spazzacamino, spazzacamini, limpa-chamines, limpeza de chamines, schoorsteenveger, schoorsteenvegers, kominiarz, kominiarza
  gardener, gardeners, gartner, jardinero, jardineros, jardinier, jardiniers, giardiniere, giardinieri, jardineiro, jardineiros, tuinman, tuinmannen, tuinier, tuiniers, ogrodnik, ogrodnicy, ogrodnika
  gardening, garden maintenance, gartenarbeit, gartenpflege, jardineria, jardinage, giardinaggio, jardinagem, tuinonderhoud, tuinieren, tuinwerk, ogrodnictwo, prace ogrodowe, pielegnacja ogrodu
  landscaping, landscape gardener, landscape gardening, galabau, landschaftsgartner, paisajismo, paisajista, paysagiste, paysagistes, amenagement paysager, progettazione giardini, architetto paesaggista, paisagismo, paisagista, hovenier, hoveniers, hoveniersbedrijf, architekt krajobrazu, projektowanie ogrodow
  lawn, lawns, rasen, rasenflache, cesped, pelouse, pelouses, gazon, tappeto erboso, relva, relvado, gramado, grasveld, grasmat, trawnik, trawniki, trawnika
  lawn mowing, grass cutting, mowing, rasenmahen, cortar el cesped, corte de cesped, tonte de pelouse, tonte, taglio erba, taglio del prato, sfalcio, corte de relva, corte de grama, gras maaien, grasmaaien, maaien, koszenie trawy, koszenie trawnika, koszenie
  lawnmower, lawn mower, rasenmaher, cortacesped, cortadora de cesped, tondeuse a gazon, tosaerba, tagliaerba, corta-relva, maquina de cortar relva, cortador de grama, grasmaaier, grasmaaiers, kosiarka, kosiarki, kosiarke
  hedge, hedges, hecke, hecken, seto, setos, haie, siepe, siepi, heg, heggen, zywoplot, zywoploty, zywoplotu
  hedge trimming, hedge cutting, heckenschnitt, heckenschneiden, poda de setos, recorte de setos, taille de haies, taille des haies, taglio siepi, potatura siepi, corte de sebes, poda de sebes, heg snoeien, haag snoeien, heggen snoeien, strzyzenie zywoplotu, przycinanie zywoplotu
  tree pruning, pruning, baumschnitt, baumpflege, poda de arboles, elagage, potatura, potatura alberi, poda de arvores, bomen snoeien, snoeien, snoeiwerk, przycinanie drzew, ciecie drzew
  tree felling, tree removal, baumfallung, baumfallarbeiten, tala de arboles, abattage arbres, abbattimento alberi, abbattimento di alberi, abate de arvores, corte de arvores, bomen kappen, boomkap, wycinka drzew, wycinanie drzew
  unkraut, malas hierbas, mala hierba, mauvaises herbes, erbacce, malerbe, ervas daninhas, onkruid, chwasty, chwastow
  potting soil, potting compost, blumenerde, pflanzerde, sustrato, tierra para macetas, terreau, terriccio, terra vegetal, substrato, potgrond, ziemia do kwiatow, ziemia ogrodowa
  flower pot, plant pot, flowerpot, blumentopf, blumentopfe, pflanztopf, maceta, macetas, macetero, pot de fleurs, cache-pot, vaso da fiori, vaso per piante, vaso de flores, vaso de plantas, bloempot, bloempotten, plantenpot, doniczka, doniczki, doniczek
  flower, flowers, blume, blumen, flores, fleur, fleurs, fiore, fiori, bloemen, bloemetjes, kwiat, kwiaty, kwiatow, kwiatki
  bouquet, bouquets, flower bouquet, bunch of flowers, blumenstrauss, blumenstrausse, ramo de flores, ramos de flores, bouquet de fleurs, mazzo di fiori, mazzi di fiori, ramalhete, boeket, boeketten, bos bloemen, bukiet, bukiety, bukietu
  florist, florists, blumenladen, blumengeschaft, floristin, floristeria, floreria, florista, floristas, fleuriste, fleuristes, fiorista, fioristi, fioraio, bloemist, bloemisten, bloemenwinkel, bloemenzaak, kwiaciarnia, kwiaciarni, florysta, florystka
  greenhouse, greenhouses, gewachshaus, gewachshauser, invernadero, invernaderos, broeikas, broeikassen, szklarnia, szklarnie, szklarni
  garden shed, gartenhaus, gartenhauschen, geratehaus, gerateschuppen, caseta de jardin, casetas de jardin, abri de jardin, abris de jardin, casetta da giardino, casette da giardino, casota de jardim, abrigo de jardim, tuinhuis, tuinhuisje, tuinhuizen, tuinberging, domek ogrodowy, domki ogrodowe
  garden furniture, patio furniture, outdoor furniture, gartenmobel, muebles de jardin, mobiliario de jardin, mobilier de jardin, salon de jardin, meubles de jardin, mobili da giardino, arredo giardino, mobiliario de jardim, moveis de jardim, tuinmeubelen, tuinmeubels, tuinset, meble ogrodowe
  fence, fences, zaun, zaune, vallado, palissade, recinzione, recinzioni, steccato, vedacao, vedacoes, schutting, schuttingen, omheining, hekwerk, ogrodzenie, ogrodzenia, parkan
  garden gate, driveway gate, gartentor, hoftor, einfahrtstor, porton, portones, portail de jardin, portillon, portao, portoes, tuinpoort, tuinhek, brama wjazdowa, brama, bramy, furtka, furtki
  snow removal, snow clearing, snow clearance, schneeraumung, winterdienst, retirada de nieve, deneigement, sgombero neve, spalatura neve, remocao de neve, limpeza de neve, sneeuwruimen, sneeuwruiming, odsniezanie, odsniezania
  chainsaw, chainsaws, kettensage, kettensagen, motosierra, motosierras, tronconneuse, tronconneuses, motosega, motoseghe, motosserra, motosserras, kettingzaag, kettingzagen, pila lancuchowa, pily lancuchowe, pilarka
  wheelbarrow, wheelbarrows, schubkarre, schubkarren, brouette, brouettes, carrinho de mao, kruiwagen, kruiwagens, taczka, taczki, taczke
  pressure washer, jet washer, hochdruckreiniger, hidrolimpiadora, hidrolavadora, nettoyeur haute pression, idropulitrice, idropulitrici, maquina de lavar a pressao, lavadora de alta pressao, hogedrukreiniger, hogedrukreinigers, myjka cisnieniowa, myjki cisnieniowe
  generator, generators, stromerzeuger, stromaggregat, notstromaggregat, generador, generadores, groupe electrogene, generatore, generatori, gerador, geradores, aggregaat, aggregaten, agregat pradotworczy, generator pradu
  mini digger, excavator, digger, bagger, minibagger, excavadora, miniexcavadora, pelleteuse, mini-pelle, minipelle, escavatore, miniescavatore, escavatori, escavadora, graafmachine, minigraver, graafmachines, koparka, minikoparka, koparki
  power drill, electric drill, bohrmaschine, taladro, taladros, perceuse, perceuses, trapano, trapani, berbequim, furadeira, boormachine, boormachines, wiertarka, wiertarki, wiertarke
  screw, screws, schraube, schrauben, tornillo, tornillos, parafuso, parafusos, schroef, schroeven, wkret, wkrety, sruba, sruby
  ladder, ladders, stepladder, trittleiter, stehleiter, escalera de mano, escaleras de mano, escabeau, escabeaux, scala a pioli, escadote, escadotes, escada de mao, trapleer, trapladder, drabina, drabiny, drabinka
  hardware store, diy store, baumarkt, baumarkte, eisenwarenhandlung, eisenwarengeschaft, ferreteria, ferreterias, quincaillerie, magasin de bricolage, negozio di ferramenta, loja de ferragens, bouwmarkt, bouwmarkten, ijzerwinkel, ijzerwarenwinkel, doe-het-zelfzaak, sklep zelazny, market budowlany, sklep budowlany
  firewood, brennholz, kaminholz, feuerholz, bois de chauffage, legna, legna da ardere, lenha, brandhout, openhaardhout, haardhout, drewno kominkowe, drewno opalowe, drewno na opal
  gas bottle, gas cylinder, gasflasche, gasflaschen, bombona de butano, bombona de gas, bombonas, bouteille de gaz, bouteilles de gaz, bombola del gas, bombola gas, bombole gas, botija de gas, bilha de gas, botijao de gas, gasfles, gasflessen, butla gazowa, butle gazowe, butli gazowej
  cleaning lady, house cleaner, office cleaner, putzfrau, reinigungskraft, putzhilfe, raumpflegerin, limpiadora, limpiadoras, femme de menage, agent entretien, aide menagere, donna delle pulizie, colf, addetta alle pulizie, empregada de limpeza, mulher a dias, faxineira, diarista, schoonmaker, schoonmakers, schoonmaakster, poetsvrouw, poetshulp, sprzataczka, sprzataczki, sprzataczke
  window cleaning, window cleaner, fensterreinigung, fensterputzen, fensterputzer, glasreinigung, limpieza de cristales, limpiacristales, limpieza de ventanas, nettoyage de vitres, nettoyage des vitres, laveur de vitres, pulizia vetri, pulizia finestre, limpeza de vidros, limpeza de janelas, glazenwasser, glazenwassers, glazenwassen, ramen wassen, mycie okien
  vacuum cleaner, hoover, staubsauger, aspiradora, aspiradoras, aspirador, aspiradores, aspirateur, aspirateurs, aspirapolvere, stofzuiger, stofzuigers, odkurzacz, odkurzacze, odkurzacza
  double room, double rooms, doppelzimmer, habitacion doble, habitaciones dobles, chambre double, chambres doubles, camera doppia, camere doppie, camera matrimoniale, quarto duplo, quarto de casal, quartos duplos, tweepersoonskamer, tweepersoonskamers, pokoj dwuosobowy, pokoje dwuosobowe
  single room, single rooms, einzelzimmer, habitacion individual, habitacion sencilla, chambre simple, chambre individuelle, camera singola, camere singole, quarto individual, quarto single, eenpersoonskamer, eenpersoonskamers, pokoj jednoosobowy, pokoje jednoosobowe
  twin room, twin rooms, zweibettzimmer, habitacion con dos camas, chambre twin, chambre a deux lits, chambre deux lits, camera con letti separati, quarto twin, quarto com duas camas, kamer met twee aparte bedden, pokoj z dwoma lozkami
  triple room, dreibettzimmer, habitacion triple, chambre triple, camera tripla, quarto triplo, driepersoonskamer, pokoj trzyosobowy
  family room, family rooms, familienzimmer, habitacion familiar, chambre familiale, camera familiare, quarto familiar, familiekamer, familiekamers, pokoj rodzinny, pokoje rodzinne
  dorm room, shared room, schlafsaal, mehrbettzimmer, habitacion compartida, dormitorio compartido, dortoir, dortoirs, camerata, camera condivisa, quarto partilhado, quarto compartilhado, slaapzaal, slaapzalen, sala wieloosobowa, pokoj wieloosobowy
  bunk bed, bunk beds, etagenbett, etagenbetten, stockbett, lits superposes, lit superpose, letto a castello, letti a castello, beliche, beliches, stapelbed, stapelbedden, lozko pietrowe, lozka pietrowe
  cot, cots, baby cot, travel cot, kinderbett, babybett, reisebett, kinderbettchen, cuna, cunas, lit bebe, lit parapluie, culla, culle, cama de bebe, kinderbedje, babybedje, campingbedje, ledikant, lozeczko, lozeczka, lozeczek
  extra bed, extra beds, zusatzbett, zustellbett, cama supletoria, cama extra, camas supletorias, lit appoint, lit supplementaire, letto aggiunto, letto supplementare, cama suplementar, cama adicional, bijzetbed, dodatkowe lozko, dostawka
  high chair, highchair, hochstuhl, kinderhochstuhl, trona, tronas, chaise haute, chaises hautes, seggiolone, seggioloni, cadeira de papa, cadeira alta, kinderstoel, kinderstoelen, krzeselko do karmienia
  pushchair, stroller, pram, kinderwagen, cochecito, cochecitos, carrito de bebe, silla de paseo, poussette, poussettes, passeggino, passeggini, carrinho de bebe, carrinhos de bebe, wandelwagen, wandelwagens, wozek dzieciecy, wozek spacerowy, spacerowka, spacerowki
  baby changing, changing table, baby changing room, wickeltisch, wickelraum, wickelkommode, cambiador, cambiadores, table a langer, fasciatoio, fasciatoi, muda-fraldas, fraldario, verschoontafel, verschoonruimte, przewijak, przewijaki
  nappies, nappy, diapers, diaper, windeln, windel, panales, pannolini, pannolino, fraldas, fralda, luiers, luier, pieluchy, pieluszki, pielucha
  half board, halbpension, media pension, demi-pension, mezza pensione, meia pensao, meia-pensao, halfpension
  full board, vollpension, pension completa, pension complete, pensione completa, pensao completa, volpension, pelne wyzywienie
  front desk, reception desk, rezeption, recepcion, recepcao, receptie, recepcja, recepcji
  guesthouse, guest house, guesthouses, gastehaus, gastehauser, casa de huespedes, hostal, hostales, chambre hotes, chambres hotes, maison hotes, affittacamere, casa de hospedes, gastenverblijf, pensjonat, pensjonatu, pensjonaty
  youth hostel, hostel, hostels, jugendherberge, jugendherbergen, albergue juvenil, auberge de jeunesse, auberges de jeunesse, ostello, ostelli, pousada de juventude, jeugdherberg, jeugdherbergen, schronisko mlodziezowe
  holiday home, holiday cottage, holiday rental, vacation rental, ferienwohnung, ferienwohnungen, ferienhaus, ferienhauser, casa rural, casas rurales, apartamento turistico, vivienda vacacional, gite, gites, location de vacances, casa vacanze, case vacanze, casa de ferias, alojamento local, vakantiehuis, vakantiehuizen, vakantiewoning, domek letniskowy, domki letniskowe, dom wakacyjny
  sea view, sea views, meerblick, vista al mar, vistas al mar, vue sur mer, vue mer, vista mare, vista sul mare, vista mar, vista para o mar, zeezicht, uitzicht op zee, widok na morze
  private bathroom, eigenes bad, eigenes badezimmer, bano privado, salle de bain privee, bagno privato, casa de banho privativa, banheiro privativo, eigen badkamer, prywatna lazienka, lazienka w pokoju
  shared bathroom, gemeinschaftsbad, bano compartido, salle de bain partagee, salle de bain commune, bagno in comune, bagno condiviso, casa de banho partilhada, banheiro compartilhado, gedeelde badkamer, wspolna lazienka
  minimum stay, mindestaufenthalt, estancia minima, sejour minimum, soggiorno minimo, estadia minima, minimaal verblijf, minimalny pobyt
  tourist tax, city tax, kurtaxe, ortstaxe, tasa turistica, taxe de sejour, tassa di soggiorno, taxa turistica, toeristenbelasting, oplata klimatyczna, oplata miejscowa
  luggage storage, left luggage, baggage storage, gepackaufbewahrung, consigna de equipaje, consigne a bagages, consigne bagages, deposito bagagli, guarda-volumes, guarda-bagagens, bagagedepot, bagageopslag, przechowalnia bagazu
  hairdryer, hair dryer, hairdryers, haartrockner, secador de pelo, seche-cheveux, asciugacapelli, secador de cabelo, haardroger, haardrogers, suszarka do wlosow
  clothes iron, bugeleisen, fer a repasser, ferro da stiro, ferro de engomar, ferro de passar, strijkijzer, strijkijzers, zelazko, zelazka
  kettle, kettles, wasserkocher, hervidor, hervidor de agua, bouilloire, bouilloires, bollitore, bollitori, chaleira, chaleiras, jarro eletrico, waterkoker, waterkokers, czajnik, czajniki, czajnika
  microwave, microwaves, mikrowelle, mikrowellen, microondas, micro-ondes, microonde, micro-ondas, magnetron, magnetrons, mikrofalowka, mikrofalowki, mikrofala
  fridge, fridges, refrigerator, kuhlschrank, kuhlschranke, nevera, neveras, frigorifico, frigorificos, refrigerateur, frigo, frigos, frigorifero, frigoriferi, geladeira, geladeiras, koelkast, koelkasten, lodowka, lodowki, lodowce
  dishwasher, dishwashers, geschirrspuler, spulmaschine, lavavajillas, lave-vaisselle, lavastoviglie, maquina de lavar loica, maquina de lavar louca, lava-loucas, vaatwasser, vaatwassers, vaatwasmachine, zmywarka, zmywarki, zmywarke
  oven, ovens, backofen, horno, hornos, forno, fornos, piekarnik, piekarniki, piekarnika
  barbecue, barbecues, bbq, grill, grills, grillen, grillplatz, barbacoa, barbacoas, churrasqueira, churrasqueiras, grelhador, barbecuen, grill ogrodowy, grillowanie
  printing, print, drucken, ausdrucken, druckerei, imprimir, imprenta, imprentas, imprimer, imprimerie, stampa, stampare, tipografia, afdrukken, drukwerk, drukkerij, drukowanie, wydruk, wydruki, drukarnia
  printer, printers, drucker, impresora, impresoras, imprimante, imprimantes, stampante, stampanti, impressora, impressoras, drukarka, drukarki, drukarke
  ink, printer ink, ink cartridge, ink cartridges, druckerpatrone, druckerpatronen, tintenpatrone, cartucho de tinta, cartuchos de tinta, cartouche encre, cartouches encre, encre, cartuccia stampante, inchiostro, tinteiro, tinteiros, inkt, inktpatroon, inktpatronen, tusz do drukarki
  photocopy, photocopies, photocopying, fotokopie, fotokopien, fotocopia, fotocopias, photocopie, fotocopie, fotokopieen, kserokopia, kserokopie, ksero
  laminating, laminieren, plastificar, plastificado, plastification, plastifier, plastificare, plastificazione, plastificacao, lamineren, plastyfikowanie, laminowanie
  business cards, business card, visitenkarten, visitenkarte, tarjetas de visita, tarjeta de presentacion, cartes de visite, carte de visite, biglietti da visita, biglietto da visita, cartoes de visita, cartao de visita, visitekaartjes, visitekaartje, wizytowki, wizytowka, wizytowek
  flyer, flyers, handzettel, flugblatt, flugblatter, octavilla, octavillas, volantino, volantini, panfleto, panfletos, folheto, folhetos, ulotka, ulotki, ulotek
  poster, posters, plakat, plakate, plakaty, affiche, affiches, cartaz, cartazes, locandina, locandine
  banner, banners, pancarta, pancartas, banderole, banderoles, striscione, striscioni, spandoek, spandoeken, baner, banery, banerow
  sticker, stickers, aufkleber, pegatina, pegatinas, autocollant, autocollants, adesivo, adesivi, adesivos, naklejka, naklejki, naklejek
  engraving, engraved, gravur, gravuren, gravieren, graviert, gravure, gravures, graveren, gegraveerd, graveerwerk, grawerowanie, grawerunek, grawer, grawerowany
  trophy, trophies, pokal, pokale, trofeo, trofeos, trophee, trophees, trofei, trofeu, trofeus, trofee, trofeeen, puchar, puchary, pucharu, trofeum
  medal, medals, medaille, medaillen, medalla, medallas, medailles, medaglia, medaglie, medalha, medalhas, medale, medali
  photographer, photographers, fotograf, fotografin, fotografen, fotografo, fotografos, fotografa, fotografi, photographe, photographes, fotograaf, fotografowie
  photo shoot, photoshoot, fotoshooting, sesion de fotos, sesion fotografica, seance photo, shooting photo, servizio fotografico, shooting fotografico, sessao fotografica, sessao de fotos, ensaio fotografico, fotoshoot, fotoshoots, sesja zdjeciowa, sesja fotograficzna, sesje zdjeciowe
  passport photo, passport photos, passbild, passbilder, passfoto, passfotos, foto de pasaporte, foto carnet, fotos carnet, photo identite, photos identite, foto tessera, fototessera, foto per passaporto, foto para passaporte, fotografia tipo passe, pasfoto, pasfotos, zdjecie do paszportu, zdjecie do dowodu, zdjecia do dokumentow
  drone, drones, drohne, drohnen, dron, drony, dronow
  digital camera, fotoapparat, fotokamera, camara de fotos, camara fotografica, camaras fotograficas, appareil photo, appareils photo, fotocamera, fotocamere, macchina fotografica, maquina fotografica, maquinas fotograficas, fototoestel, fototoestellen, aparat fotograficzny, aparaty fotograficzne
  website, websites, webseite, webseiten, internetseite, pagina web, paginas web, sitio web, sitios web, site web, site internet, sito web, sito internet, siti web, strona internetowa, strony internetowej, strona www
  email, e-mail, emails, correo electronico, courriel, courriels, posta elettronica, correio eletronico, correio electronico, mejl, mejla, mejlem
  phone number, telephone number, telefonnummer, numero de telefono, numero de telephone, numero di telefono, numero de telefone, telefoonnummer, telefoonnummers, numer telefonu, nr telefonu
  password, passwords, passwort, kennwort, contrasena, mot de passe, senha, senhas, wachtwoord, haslo, hasla
  data recovery, datenrettung, datenwiederherstellung, recuperacion de datos, recuperation de donnees, recupero dati, recuperacao de dados, gegevensherstel, dataherstel, odzyskiwanie danych
  meeting room, conference room, meeting rooms, besprechungsraum, konferenzraum, tagungsraum, sitzungssaal, sala de reuniones, sala de juntas, salle de reunion, salle de reunions, salle de conference, sala riunioni, sala conferenze, sala de reunioes, sala de conferencias, vergaderzaal, vergaderruimte, vergaderzalen, sala konferencyjna, sala spotkan, sale konferencyjne
  accountant, accountants, bookkeeper, buchhalter, buchhalterin, contable, contables, comptable, comptables, expert-comptable, commercialista, commercialisti, contabilista, contabilistas, boekhouder, boekhouders, ksiegowy, ksiegowa, ksiegowej, biuro rachunkowe
  bookkeeping, accounting, buchhaltung, contabilidad, comptabilite, contabilita, contabilidade, boekhouding, ksiegowosc, ksiegowosci
  lawyer, lawyers, solicitor, attorney, anwalt, rechtsanwalt, rechtsanwaltin, anwalte, abogado, abogados, abogada, avvocato, avvocati, avvocatessa, advogado, advogados, advogada, advocaat, advocaten, adwokat, adwokata, prawnik, prawnicy
  notary, notariat, notario, notaire, notaio, notaris, notariusz
  translation, translations, translator, ubersetzung, ubersetzungen, ubersetzer, ubersetzerin, traduccion, traducciones, traductor, traductora, traduction, traductions, traducteur, traductrice, traduzione, traduzioni, traduttore, traduttrice, traducao, traducoes, tradutor, tradutora, vertaling, vertalingen, vertaler, vertalers, tlumaczenie, tlumaczenia, tlumacz, tlumacza
  certified translation, beglaubigte ubersetzung, traduccion jurada, traduction assermentee, traduzione giurata, traducao juramentada, traducao certificada, beedigde vertaling, tlumaczenie przysiegle
  estate agent, real estate agent, realtor, immobilienmakler, inmobiliaria, agente inmobiliario, agence immobiliere, agent immobilier, agenzia immobiliare, agente immobiliare, imobiliaria, agente imobiliario, makelaar, makelaardij, agencja nieruchomosci, biuro nieruchomosci, posrednik nieruchomosci
  job vacancy, job opening, job offer, stellenangebot, stellenangebote, stellenanzeige, oferta de empleo, ofertas de empleo, oferta de trabajo, offre emploi, offres emploi, offerta di lavoro, offerte di lavoro, oferta de emprego, vacature, vacatures, oferta pracy, oferty pracy
  atm, cash machine, cashpoint, geldautomat, geldautomaten, bankomat, bankomaty, bankomatu, cajero automatico, cajeros automaticos, distributeur de billets, distributeur automatique, caixa eletronico, caixa multibanco, pinautomaat, geldautomaat
  loyalty card, rewards card, stamp card, kundenkarte, treuekarte, bonuskarte, tarjeta de fidelidad, tarjeta de cliente, carte de fidelite, carta fedelta, tessera fedelta, cartao de fidelidade, cartao cliente, klantenkaart, spaarkaart, stempelkaart, karta lojalnosciowa, karta stalego klienta
  gift wrapping, gift wrap, wrapping paper, geschenkverpackung, geschenkpapier, envoltorio de regalo, papel de regalo, paquet cadeau, emballage cadeau, papier cadeau, confezione regalo, pacchetto regalo, carta regalo, embrulho para presente, papel de embrulho, cadeauverpakking, inpakpapier, pakowanie prezentow, papier do pakowania
  price list, preisliste, lista de precios, liste de prix, grille tarifaire, listino prezzi, listino, tabela de precos, prijslijst, prijslijsten
  wholesale, grosshandel, mayorista, mayoristas, al por mayor, vente en gros, grossiste, grossistes, ingrosso, grossista, grossisti, atacado, atacadista, groothandel, groothandels, hurtownia, hurtowo, hurtowa
  sold out, out of stock, ausverkauft, sin stock, sin existencias, rupture de stock, fuori stock, sem stock, sem estoque, uitverkocht, niet op voorraad, brak w magazynie
  in stock, auf lager, vorratig, en stock, disponibile in magazzino, em stock, em estoque, op voorraad, na stanie
  clearance sale, seasonal sale, schlussverkauf, rebajas, liquidacao, uitverkoop, wyprzedaz, wyprzedaze, wyprzedazy
  availability, available, verfugbarkeit, verfugbar, disponibilidad, disponible, disponibles, disponibilite, disponibilita, disponibile, disponibili, disponibilidade, disponivel, disponiveis, beschikbaarheid, beschikbaar, dostepnosc, dostepny, dostepne, dostepna
  damage, damages, schaden, dano, danos, degats, danno, danni, beschadiging, beschadigingen, uszkodzenie, uszkodzenia
  late fee, late return fee, verspatungsgebuhr, recargo por retraso, frais de retard, penale di ritardo, penale per ritardo, taxa de atraso, multa por atraso, oplata za opoznienie
  drop-off, drop-off location, ruckgabeort, abgabeort, lugar de devolucion, lieu de restitution, lieu de depot, luogo di riconsegna, riconsegna, local de devolucao, inleverpunt, inleverlocatie, miejsce zwrotu
  minimum age, mindestalter, edad minima, age minimum, eta minima, idade minima, minimumleeftijd, minimalny wiek
  pet shop, pet store, zoohandlung, tierhandlung, zoofachhandel, tienda de animales, tienda de mascotas, animalerie, animaleries, negozio di animali, negozio per animali, loja de animais, dierenwinkel, dierenspeciaalzaak, sklep zoologiczny
  cattery, cat boarding, katzenpension, katzenhotel, residencia felina, hotel para gatos, pension pour chats, pension feline, pensione per gatti, hotel per gatti, gatil, kattenpension, kattenhotel, hotel dla kotow
  dog walking, dog walker, dog walkers, gassigeher, hundeausfuhrservice, paseador de perros, paseo de perros, promeneur de chiens, promenade de chiens, passeggiata cani, passeador de caes, passeio de caes, passeador de cachorros, hondenuitlaatservice, hondenuitlater, hondenuitlaters, wyprowadzanie psow, wyprowadzanie psa, spacer z psem
  horse stable, pferdestall, pferdestalle, establo, establos, caballeriza, ecurie, ecuries, scuderia, scuderie, cavalarica, cavalaricas, estabulo, paardenstal, paardenstallen, stajnia, stajni, stajnie
`;
