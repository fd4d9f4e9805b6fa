/**
 * Everyday words in the languages sites are written in, one concept a line: English, German,
 * Spanish, French and Italian, with the plurals light stemming does not reach ("hauser", "yeux";
 * "casas" is found as "casa" and is not written). Visitors often ask in another language than the
 * site's (a Spanish "¿tenéis aparcamiento?" on an English site, an English "is breakfast included"
 * on a French one), and these are the words any shop, practice, school, trade, venue, rental or
 * class and its visitors use on both sides: home and property, people, time, money, booking,
 * places, learning, health, goods, food, documents, weather. Deliberately general (no trade's own
 * terms) and strict: every word on a line means the same thing, and a word with another everyday
 * meaning in its own language ("piso" is a floor and a flat, "bar" is cash and a bar) is left out,
 * since a wrong link makes a shop answer the wrong thing. Written folded, as questions are read:
 * lower case, no accents, "ß" as "ss", umlauts as their base letter, elided articles and
 * apostrophes dropped ("liste d'attente" as "liste attente").
 */
export const EVERYDAY_WORDS = `
  house, haus, hauser, casa, maison
  home, zuhause, domicilio, domicile
  apartment, wohnung, wohnungen, apartamento, appartement, appartamento, appartamenti
  room, zimmer, raum, raume, habitaciones, salle, stanza, stanze
  bedroom, schlafzimmer, dormitorio, chambre, camera da letto, camere da letto
  bathroom, badezimmer, salle de bain, bagno, bagni
  toilet, toilette, toiletten, aseo, servizi igienici
  kitchen, kuche, cocina, cuisine, cucina, cucine
  storey, floor, stockwerk, etage, etagen
  ground floor, erdgeschoss, planta baja, rez-de-chaussee, piano terra, pianterreno
  stairs, staircase, treppe, treppen, treppenhaus, escalera, escalier, gradini
  basement, cellar, keller, sotano, sous-sol, seminterrato, scantinato
  roof, dach, dacher, tejado, toit, tetto, tetti
  garden, garten, jardin, jardines, giardino, giardini
  terrace, terrasse, terrassen, terrasses, terraza, terrazza, terrazze
  balcony, balkon, balkone, balcon, balcone, balconi
  garage, garagen, garaje
  window, fenster, ventana, fenetre, vitre, finestra, finestre
  door, tur, turen, puerta, porte, porta
  wall, wand, wande, mauer, pared, paredes, muro, mur, parete, pareti
  building, gebaude, edificio, batiment, immeuble, edifici
  furniture, mobel, muebles, meuble, mobili
  bed, bett, betten, cama, letto, letti
  shower, dusche, duschen, ducha, douche, douches, doccia, docce
  heating, heated, heizung, beheizt, calefaccion, chauffage, riscaldamento, riscaldato, riscaldata
  air conditioning, aircon, klimaanlage, aire acondicionado, climatisation, climatise, climatizzazione, aria condizionata, climatizzato
  water, wasser, agua, eau, acqua
  key, schlussel, llave, cle, chiave, chiavi
  accommodation, unterkunft, unterkunfte, alojamiento, hebergement, logement, alloggio, alloggi
  overnight stay, ubernachtung, ubernachtungen, pernoctacion, nuitee, pernottamento
  towel, handtuch, handtucher, toalla, asciugamano, asciugamani
  child, kid, young ones, little ones, enfant, bambino, bambina, bambini, bambine, bimbo, bimba, bimbi, bimbe, nina
  baby, saugling, sauglinge, bebe, neonato, neonati
  teenager, teen, jugendliche, jugendlicher, adolescente, adolescent, adolescenti
  son, sohn, sohne, hijo, figlio, figli
  daughter, tochter, hija, fille, figlia, figlie
  parents, eltern, padres, genitori
  family, familie, familien, familia, famille, famiglia, famiglie
  senior, pensioner, oap, senioren, rentner, rentnerin, jubilado, jubilada, anziano, anziani, pensionato, pensionati, retraite, retraitee, retraites
  beginner, anfanger, anfangerin, debutant, debutante, principianti
  member, mitglied, mitglieder, miembro, socio, membre, adherent, membro, membri, soci
  student, etudiant, etudiante, studente, studenti, studentessa
  guest, gast, gaste, invitado, huesped, huespedes, ospite, ospiti
  pet, haustier, haustiere, mascota, animal de compagnie, animaux de compagnie, animale domestico, animali domestici
  day, tage, tagen, dia, jour, giorno, giorni
  week, woche, wochen, semana, semaine, settimana, settimane
  month, monat, monate, monaten, mois, mese, mesi
  year, jahr, jahre, jahren, ano, annee, ans, anno, anni
  hour, hora, heure
  minute, minuten, minuto, minuti, min
  weekend, wochenende, wochenenden, fin de semana, fines de semana, week-end, fine settimana, finesettimana
  vacation, holiday, urlaub, ferien, vacaciones, vacances, vacanza, vacanze
  public holiday, bank holiday, feiertag, feiertage, feiertagen, festivo, dia festivo, jour ferie, jours feries, giorno festivo, festivi
  afternoon, nachmittag, tarde, apres-midi, pomeriggio, pomeriggi
  night, nacht, nachte, noche, noches, nuit, notte, notti, nocturne, nocturnes, nocturno, nocturna, notturno, notturna
  season, saison, temporada, stagione, stagioni
  semester, semestre, semestri
  date, datum, fecha
  timetable, schedule, stundenplan, zeitplan, fahrplan, horario, horaire, orario, orari
  birthday, geburtstag, geburtstage, cumpleanos, anniversaire, compleanno, compleanni
  party, feier, feiern, fiesta, fete, festa
  wedding, hochzeit, hochzeiten, boda, mariage, matrimonio, matrimoni
  christmas, xmas, weihnachten, navidad, noel, natale
  easter, ostern, pascua, paques, pasqua
  price, preise, prix, prezzo, prezzi, tarifa, tarif, tarife, tariffa, tariffe
  fee, gebuhr, gebuhren, honorar, honorare, honorarios, honoraires, onorario, onorari
  cost, coste, costo, cout, costi
  cheap, cheaper, billig, gunstig, barato, barata, economico, economica, bon marche, pas cher
  expensive, teuer, caro, costoso, costosa, cher, chere
  discount, remise, rabais, sconto, sconti
  payment, zahlung, zahlungen, bezahlung, paiement, pagamento, pagamenti
  pay, bezahlen, pagar, payer, pagare
  invoice, bill, rechnung, rechnungen, factura, facture, fattura, fatture
  receipt, quittung, beleg, kassenbon, recibo, ricevuta, ricevute, scontrino
  cash, efectivo, especes, contanti
  credit card, debit card, kreditkarte, ec-karte, tarjeta de credito, tarjeta de debito, carte bancaire, carte de credit, carta di credito, bancomat
  contactless, kontaktlos, sin contacto, sans contact, senza contatto
  bank transfer, uberweisung, transferencia, virement, bonifico
  instalment, installment, ratenzahlung, mensualite, rateizzazione
  surcharge, aufpreis, zuschlag, recargo, suplemento, majoration, supplemento
  tip, gratuity, trinkgeld, propina, pourboire, mancia
  tax, steuer, steuern, impuesto, impot, taxe, tassa
  vat, mwst, mehrwertsteuer, iva, tva
  quote, quotation, estimate, kostenvoranschlag, presupuesto, devis, preventivo, preventivi
  package, paket, pakete, paquete, forfait, pacchetto, pacchetti
  subscription, abo, abonnement, abbonamento, abbonamenti
  membership, mitgliedschaft, mitgliedschaften, adhesion, tesseramento, tessera
  voucher, tarjeta regalo, cheque regalo, bon cadeau, cheque cadeau, carte cadeau, buono regalo
  coupon, promo code, discount code, rabattcode, gutscheincode, cupon, cupones, codigo de descuento, code promo, codice sconto
  money, geld, dinero, denaro, soldi
  order, bestellung, bestellungen, bestellen, pedido, commande, ordine, ordini
  return, ruckgabe, zuruckgeben, devolucion, devoluciones, devolver, retour, renvoyer, reso, resi, restituire
  change, andern, anderung, anderungen, cambiar, cambio, changer, changement, modifier, cambiare, modificare, modifica
  appointment, rendez-vous, rdv, appuntamento, appuntamenti, booking
  booking, reservar, reserver, prenotazione, prenotazioni, prenotare
  cancel, cancelar, anular, annuler, annullare, disdire
  reschedule, postpone, rebook, verschieben, umbuchen, reprogramar, aplazar, posponer, decaler, reprogrammer, spostare, rinviare, rimandare
  waiting list, waitlist, warteliste, lista de espera, liste attente, lista attesa, lista di attesa
  trial, trial lesson, trial class, probestunde, probetraining, probetermin, clase de prueba, prueba, essai, cours essai, seance essai, lezione di prova, prova
  first visit, erstbesuch, erstgesprach, primera visita, primera consulta, premiere visite, premiere consultation, prima visita
  consultation, beratung, beratungen, consulta, consulenza, consulenze
  advice, ratschlag, consejo, conseil, consiglio, consigli
  repair, fix, reparatur, reparaturen, reparieren, reparar, reparaciones, reparation, reparer, riparazione, riparazioni, riparare
  cleaning, clean, reinigung, reinigen, putzen, sauber, limpiar, limpio, limpia, nettoyage, nettoyer, menage, pulizia, pulizie, pulire, pulito, pulita
  delivery, deliver, shipping, liefern, entrega, entregar, envio, livraison, livrer, consegna, consegne, consegnare, spedizione
  pickup, pick-up, collect, abholung, abholen, selbstabholung, recogida, recoger, retrait, ritiro, ritirare
  installation, install, montage, einbau, installieren, instalacion, instalaciones, instalar, montaje, installer, installazione, installare, montaggio
  maintenance, servicing, wartung, mantenimiento, manutenzione
  inspection, inspektion, inspeccion, ispezione, controle, controllo
  slot, time slot, zeitfenster, hueco, creneau, creneaux, fascia oraria
  wait, waiting, waiting time, warten, wartezeit, esperar, espera, tiempo de espera, attendre, attente, attesa, aspettare
  complaint, beschwerde, reklamation, queja, reclamacion, reclamation, plainte, reclamo, reclami
  emergency, notfall, notfalle, notdienst, urgencia, urgence, emergenza, emergenze
  urgent, urgently, dringend, eilig, urgente, urgenza
  address, adresse, adressen, direccion, indirizzo, indirizzi
  directions, wegbeschreibung, anfahrt, como llegar, itineraire, come arrivare, indicazioni stradali
  street, strasse, strassen, calle, rue, strada, strade
  entrance, entry, admission, eingang, eingange, eintritt, entrada, ingresso, ingressi
  exit, ausgang, salida, sortie, sorties, uscita, uscite
  parking, stationnement, garer, parcheggio, parcheggi, parcheggiare, posteggio
  auto, coche, coches, voiture, automobile
  bus, buses, busse, autobus, autobuses
  train, zug, zuge, tren, trenes, treno, treni
  airport, flughafen, aeropuerto, aeroport, aeroporto
  city, town, stadt, ciudad, ville, citta
  district, neighbourhood, neighborhood, stadtteil, stadtviertel, barrio, quartier, quartiere, quartieri
  suburb, outskirts, vorort, vororte, stadtrand, afueras, banlieue, periferia
  map, stadtplan, landkarte, mapa, mappa, mappe, cartina
  distance, entfernung, distancia, distanza
  far, weit, lejos, loin, lontano
  near, nearby, nah, cerca, pres, proche, vicino
  bike, fahrrad, fahrrader, velo, bici, bicicletta, biciclette
  excursion, day trip, ausflug, ausfluge, excursiones, escursione, escursioni, gita
  ticket, eintrittskarte, fahrkarte, billete, billet, biglietto, biglietti
  lesson, lecciones, lezioni
  course, kurse, corsi
  training, schulung, fortbildung, weiterbildung, formacion, formation, formazione
  level, niveau, niveaus, stufe, nivel, niveles, niveaux, livello, livelli
  private lesson, einzelunterricht, einzelstunde, privatstunde, clase particular, clases particulares, clase privada, cours particulier, cours prive, lezione privata, lezioni private, lezione individuale
  tutoring, nachhilfe, refuerzo escolar, soutien scolaire, ripetizioni
  after-school, after school, nachmittagsbetreuung, hort, extraescolares, periscolaire, doposcuola
  exam, examination, prufung, prufungen, examen, examenes, esame, esami
  certificate, zertifikat, zertifikate, bescheinigung, zeugnis, certificado, certificat, attestation, certificato, certificati, attestato
  school, schule, schulen, escuela, colegio, ecole, scuola, scuole
  university, universitat, uni, universidad, universite, universita
  kindergarten, preschool, kita, kindertagesstatte, guarderia, jardin de infancia, creche, maternelle, asilo nido, scuola materna
  camp, summer camp, feriencamp, ferienlager, campamento, colonie de vacances, centro estivo, campo estivo
  homework, hausaufgaben, deberes, devoirs, compiti
  swimming, swim, schwimmen, natacion, nadar, natation, nager, nuoto, nuotare
  pool, swimming pool, schwimmbad, piscina, piscine
  gym, fitnessstudio, gimnasio, salle de sport, palestra, palestre
  sport, sportart, deporte
  music, musik, musica, musique
  dance, dancing, tanz, tanzen, baile, bailar, danza, danse, danser, ballare
  painting, malen, malerei, pintura, pintar, peinture, peindre, pittura, dipingere
  cooking, cook, kochen, cocinar, cuisiner, cucinare
  language, sprache, sprachen, idioma, lengua, langue, lingua, lingue
  game, spiel, spiele, juego, jeu, jeux, gioco, giochi
  toy, spielzeug, juguete, jouet, giocattolo, giocattoli
  learn, learning, lernen, aprender, apprendre, imparare
  teach, unterrichten, lehren, ensenar, enseigner, insegnare
  schmerz, schmerzen, dolor, douleur, dolore, dolori
  back pain, backache, ruckenschmerzen, espalda, dolor de espalda, mal de dos, schiena, mal di schiena
  tooth, teeth, zahn, zahne, diente, dente, denti
  eye, auge, augen, ojo, oeil, yeux, occhio, occhi
  skin, peau
  hair, haar, haare, pelo, cabello, cheveux, capelli
  pregnancy, schwangerschaft, schwanger, grossesse, gravidanza, incinta
  allergy, allergic, allergie, allergien, allergisch, alergia, alergico, allergique, allergia, allergico
  medicine, medication, medikament, medikamente, medicamento, medicament, farmaco, farmaci
  health insurance, krankenkasse, krankenversicherung, seguro medico, mutua, mutuelle, assicurazione sanitaria
  pharmacy, apotheke, farmacia, pharmacie
  hospital, krankenhaus, hopital, ospedale
  sick, krank, enfermo, enferma, malade, malato, malata
  injury, verletzung, verletzungen, lesion, blessure, infortunio, lesione
  massage, masaje, massaggio, massaggi
  disabled, disability, behindert, behinderung, discapacidad, discapacitado, handicape, disabile, disabili, disabilita
  spectacles, eyeglasses, brille, gafas, lunettes, occhiali
  dentist, zahnarzt, zahnarztin, dentiste
  bag, tasche, taschen, bolso, sac, borsa, borse
  box, kiste, schachtel, caja, boite, scatola, scatole
  gift, geschenk, geschenke, cadeau, cadeaux, regali
  clothes, kleidung, vetement, abbigliamento, vestiti
  shoes, schuhe, schuh, chaussure, scarpe, scarpa
  size, taille, taglia, taglie, kleidergrosse, schuhgrosse
  colour, couleur, colore, colori
  material, materiau, materiaux, materiale, materiali
  fabric, stoff, stoffe, tela, tissu, tissus, tessuto, tessuti
  tool, werkzeug, werkzeuge, herramienta, outil, attrezzo, attrezzi
  battery, akku, batterien
  phone, telephone, telefon, telefono, movil
  call, anrufen, llamar, appeler, chiamare, telefonare
  computer, laptop, ordenador, ordenadores, computadora, ordinateur
  spare part, ersatzteil, ersatzteile, repuesto, piece detachee, pieces detachees, ricambio, ricambi
  second-hand, secondhand, second hand, pre-owned, refurbished, gebraucht, gebrauchte, usado, usada, seconde main, usato, usati
  new, neu, neue, neuer, nuevo, nueva, nouveau, nouvelle, nouveaux, nuovo, nuova, nuovi
  broken, kaputt, defekt, roto, estropeado, casse, cassee, panne, rotto, rotta, guasto
  brand, marke, marken, marca, marque
  model, modell, modelle, modelo, modele, modello, modelli
  changing room, umkleide, umkleidekabine, vestuario, vestiaire, spogliatoio, spogliatoi
  breakfast, fruhstuck, desayuno, petit-dejeuner, petit dejeuner, colazione
  lunch, mittagessen, almuerzo, dejeuner, pranzo
  dinner, supper, abendessen, cena, cene, diner
  menu, speisekarte
  food, essen, lebensmittel, comida, nourriture, cibo
  drink, getrank, getranke, bebida, boisson, bevanda, bevande
  coffee, kaffee, caffe
  tea
  beer, bier, cerveza, biere, birra
  milk, milch, leche, lait
  vegan, vegane, veganer, vegano, vegana, vegani, vegetalien
  vegetarian, vegetarisch, vegetariano, vegetariana, vegetarien, vegetarienne, vegetariani
  gluten-free, glutenfrei, sin gluten, sans gluten, senza glutine, celiac, coeliac, zoliakie, celiaco, celiaca, celiaque
  lactose-free, lactose free, laktosefrei, sin lactosa, sans lactose, senza lattosio
  takeaway, take-away, takeout, zum mitnehmen, para llevar, emporter, asporto
  table, tisch, tische, tavolo, tavoli
  form, formular, formulare, formulario, formulaire, modulo, moduli
  document, dokument, dokumente, unterlagen, documento, documenti
  contract, vertrag, vertrage, contrato, contrat, contratto, contratti
  passport, reisepass, pasaporte, passeport, passaporto
  id card, identity card, personalausweis, ausweis, dni, carnet de identidad, documento de identidad, carte identite, piece identite, carta identita, carta di identita
  tax return, steuererklarung, declaracion de la renta, declaration impots, dichiarazione dei redditi
  registration, sign up, register, enrol, enroll, enrolment, enrollment, anmelden, anmeldung, inscribirse, inscripcion, inscripciones, matricula, inscrire, inscription, iscriversi, iscrizione, iscrizioni
  weather, wetter, clima, meteo
  rain, rainy, raining, regen, lluvia, llueve, pluie, pioggia
  wind, windy, viento, vento
  sunny, sunshine, sonne, soleil
  snow, schnee, nieve, neige, neve
  indoor, inside, drinnen, innen, interior, dentro, interieur, interno, al chiuso
  outdoor, outside, draussen, aussen, im freien, al aire libre, exterior, fuera, exterieur, dehors, plein air, esterno, fuori
  bring, mitbringen, traer, apporter, amener, portare
  rent, mieten, vermieten, louer, affittare, affitto, noleggiare
  borrow, lend, loan, ausleihen, leihen, prestar, prestamo, emprunter, preter, prestare, prestito
  smoking, smoke, rauchen, raucher, fumar, fumer, fumare
`;
