/**
 * Polish words for the concepts of the other lists (EVERYDAY_WORDS, MORE_EVERYDAY_WORDS and the
 * groups written in synonyms.ts), one concept a line, keyed by the first word of the line they
 * belong to, exactly as it is written there: `first word | polish words`, comma-separated, as the
 * Dutch and Portuguese words are (everyday-words-nl.ts, everyday-words-pt.ts); a key that leads
 * several lines ("booking", "discount", "parking") gives its words to each, and some lines are led
 * by the Spanish word or the abbreviation of a synonyms.ts group ("servicio", "revision", "vino",
 * "ppl", "doc", "max"). Polish declines its nouns and adjectives and conjugates its verbs, and
 * light stemming reaches none of it, so a line writes the forms visitors and sites use: the
 * nominative singular and plural, the genitive that follows a number or a negation ("5 lat", "10
 * minut", "nie ma parkingu", "bez glutenu"), the locative and instrumental of "w sklepie",
 * "kartą", "gotówką", "przelewem", "autobusem", and a verb's infinitive with its first and second
 * persons ("zapłacić", "zapłacę", "płacisz"). A form already on its line is not written again
 * ("parking", "senior", "weekend", "autobus", "laptop", German "termin", "kurs", "telefon",
 * "karte", Dutch "adres", "centrum", Spanish "bateria", "alergia", Italian "autostrada"). Kept as
 * strict as the other lists: every word means the line's concept, and a form with another everyday
 * meaning in Polish is left out ("wiek" an age and a century, "drogi" and "droga" dear, expensive
 * and a road, "ważny" valid and important, "skóra" skin and leather, "korek" a traffic jam and a
 * cork, "klatka" a cage and a stairwell, "zawody" contests and trades, "rachunek" a bill and an
 * account, "mamy" mums and we have, "wina" wine's and guilt, "obsługa" staff and handling, "łódź"
 * a boat and the city; "świąt" folded as "swiat", the world, "pączki" as "paczki", parcels, "pięć"
 * as "piec", an oven), and so is one that is a common word of another meaning in English, German,
 * Spanish, French, Italian, Portuguese or Dutch, or whose light stem is one, since the lines are
 * shared across them: "pies" (read as "pie"), "dom", "rok", "kot" (a Flemish student room),
 * "lata", "lato", "las", "cena", "cene", "zona" (a wife), "data", "bon", "bony", "brat", "chore",
 * "stare", "sporty", "prom", "lot", "rat", "kart", "windy", "lek" (a Dutch leak), "gra" (read as
 * "gras"), "praca" (a Portuguese "praça"), "plaża" (a "plaza"), "pietra", "noce", "tata", "rana",
 * "minuta", "klima", "karma", "jeden", "konkurs" (a German bankruptcy), "dni" (a Spanish identity
 * card), "brode" (French); nor is "Polska", the country, which every address names. A rare word
 * of another language is kept where the Polish one is everyday: "lat" (years, after a number; a
 * Dutch lath), "rower" (a bicycle; an English oarsman), "paragon" (a receipt), "rabat" (a Dutch
 * discount too). Written folded, as questions are read: lower case, no accents ("ą", "ę" as "a",
 * "e"; "ć", "ń", "ó", "ś" as "c", "n", "o", "s"; "ź" and "ż" as "z"), and "ł" as Polish writes it,
 * which fold() reads as the "l" a visitor without the key types ("płatność" is "platnosc"); a form
 * whose spelling with "l" is a word elsewhere ("małe" as "male", "mała" as "mala") is left out. Some concepts have no line to join ("open",
 * "closed", "screen", "keyboard", "charger", "cheese"), and "blik", a way to pay, is no word for
 * payment.
 */
export const POLISH_WORDS = `
  house | domu, domy, domek, domki, domku, dom jednorodzinny
  home | w domu, do domu
  apartment | mieszkanie, mieszkania, mieszkaniu, mieszkan, apartament, apartamenty, apartamentu, apartamencie
  room | pokoj, pokoje, pokoju, pokoi, pokojach
  bedroom | sypialnia, sypialni, sypialnie
  bathroom | łazienka, łazienki, łazience
  toilet | toaleta, toalety, toalecie
  kitchen | kuchnia, kuchni, aneks kuchenny
  storey | pietrze
  ground floor | parter, parterze
  stairs | schody, schodach, schodow
  basement | piwnica, piwnicy
  roof | dachu, dachy
  garden | ogrod, ogrodu, ogrodzie, ogrodek
  terrace | taras, tarasu, tarasie
  balcony | balkonu, balkonem, balkonie
  garage | garaz, garazu
  window | okno, okna, oknie, okien
  door | drzwi
  wall | sciana, sciany, scianie
  building | budynek, budynku, budynki
  furniture | meble, mebli, meblami
  bed | łozko, łozka, łozku, łozek
  shower | prysznic, prysznica, prysznicem
  heating | ogrzewanie, ogrzewania, ogrzewany
  air conditioning | klimatyzacja, klimatyzacji, klimatyzowany, klimatyzowane
  water | woda, wody, wode
  key | klucz, klucza, klucze, kluczy, kluczyk
  accommodation | zakwaterowanie, zakwaterowania
  overnight stay | nocleg, noclegi, noclegu, noclegow, nocowanie, nocowac, przenocowac
  towel | recznik, reczniki, recznikow
  child | dziecko, dzieci, dziecka, dzieciom, dziecmi, dzieciach, dzieciaki, dzieciakow, dzieciecy, dziecieca, dzieciece
  baby | niemowle, niemowleta, niemowlat, niemowlak, niemowlaka, niemowlaki
  teenager | nastolatek, nastolatka, nastolatki, nastolatkow, młodziez, młodziezy
  son | syn, syna, synem, synek, synka
  daughter | corka, corki, corke, corek, coreczka
  parents | rodzice, rodzicow, rodzicami, rodzic
  family | rodzina, rodziny, rodzinie, rodzine, rodzinny, rodzinne, rodzinna, rodzinnych
  senior | seniorzy, seniorow, seniora, seniorem, emeryt, emeryci, emerytow, emerytka, emerytki
  beginner | poczatkujacy, poczatkujacych, poczatkujaca, poczatkujace
  member | członek, członkowie, członkow, członkini
  student | studenci, studentow, studenta, studentka, studentki, studencki, studenckie, studencka, uczen, uczniowie, uczniow, ucznia, uczennica
  guest | gosc, goscie, gosci, goscia, goscmi
  pet | zwierze domowe, zwierzeta domowe, zwierzak, zwierzaka, zwierzaki, zwierzakiem, zwierzatko, zwierzatka
  day | dzien, dnia, dniu, dniach, dniami
  week | tydzien, tygodnia, tygodnie, tygodni, tygodniu
  month | miesiac, miesiaca, miesiace, miesiecy, miesiacu
  year | roku, lat, latach
  hour | godzina, godziny, godzin, godzine, godzinie, godzinach, godz
  minute | minuty, minut
  weekend | weekendu, weekendy, weekendzie, weekendow
  vacation | wakacje, wakacji, wakacjach, urlop, urlopu, urlopie, ferie, ferii
  public holiday | swieto, swieta, swietach, swiateczny, swiateczne, dzien wolny, dni wolne, dni wolnych
  afternoon | popołudnie, popołudniu, po południu
  night | noc, nocy, noca, nocne, nocny
  season | sezon, sezonu, sezonie, sezonowy, sezonowe
  semester | semestr, semestru
  date | daty, dacie
  timetable | harmonogram, harmonogramu, rozkład jazdy, plan zajec
  birthday | urodziny, urodzin, urodzinach, urodzinowy, urodzinowe, urodzinowa
  party | impreza, imprezy, impreze, imprez, imprezie
  wedding | wesele, wesela, weselu, slub, slubu, slubie, weselne
  christmas | boze narodzenie, bozego narodzenia, wigilia
  easter | wielkanoc, wielkanocy, wielkanocny, wielkanocne
  price | ceny, cenie, cen, cenach, cennik, cenniku
  fee | opłata, opłaty, opłat, opłate, opłacie
  cost | koszt, koszty, kosztow, kosztu, kosztuje, kosztuja, kosztowac
  cheap | tani, tania, tanie, tanszy, tansze, taniej, tanio
  expensive | drogie, drozszy, drozsze, drozej, drogo
  discount | znizka, znizki, znizek, znizke, rabat, rabatu, rabaty, rabatem, ulga, ulgi, ulgowy, ulgowe, ulgowa, obnizka, obnizki, promocja, promocje, promocji, promocyjny, promocyjna, promocyjne
  payment | płatnosc, płatnosci, płatnoscia, zapłata, zapłaty
  pay | zapłacic, płacic, zapłace, płacisz, zapłacisz, płacimy, zapłacimy
  invoice | faktura, faktury, fakture, faktur, fakturze
  receipt | paragon, paragonu, paragony, pokwitowanie
  cash | gotowka, gotowki, gotowke
  credit card | karta kredytowa, karta płatnicza, karta debetowa
  card | karta, karty, kartach, kartami
  contactless | zblizeniowo, zblizeniowa, zblizeniowe
  bank transfer | przelew, przelewem, przelewu, przelewy
  instalment | raty, ratach, ratalny, ratalnie
  surcharge | dopłata, dopłaty, dopłate, dopłacic
  tip | napiwek, napiwki, napiwku
  tax | podatek, podatku, podatki
  quote | wycena, wyceny, wycene, kosztorys, kosztorysu
  package | pakiet, pakiety, pakietu, pakietem
  subscription | abonament, abonamentu, abonamenty, subskrypcja, subskrypcji, karnet, karnety, karnetu, karnetem
  membership | członkostwo, członkostwa
  voucher | bonu, bonem, vouchera, voucherem, vouchery, bon podarunkowy, bony podarunkowe
  gift card | karta podarunkowa, karty podarunkowe, karte podarunkowa
  coupon | kupon, kupony, kuponu, kod rabatowy, kodu rabatowego, kod promocyjny
  money | pieniadze, pieniedzy
  order | zamowienie, zamowienia, zamowien, zamowieniu, zamowic, zamawiac
  buy | kupic, kupowac, kupie, zakup, zakupu, zakupy, zakupie
  return | zwrot, zwrotu, zwroty, zwrocie, zwrocic, zwracac
  refund | zwrot pieniedzy, zwrot kosztow, zwrot srodkow
  change | zmiana, zmiany, zmiane, zmienic, zmieniac, wymiana, wymiany, wymiane, wymienic
  appointment | wizyta, wizyty, wizyte, wizycie, wizyt, umowic, umowienie
  booking | rezerwacja, rezerwacji, rezerwacje, rezerwowac, zarezerwowac, zarezerwuje, rezerwuje
  cancel | odwołac, anulowac, odwołuje
  cancellation | anulowanie, anulowania, odwołanie, odwołania, rezygnacja, rezygnacji
  reschedule | przełozyc, przełozenie, zmiana terminu, przesunac termin
  waiting list | lista oczekujacych, lista rezerwowa, liscie rezerwowej
  trial | lekcja probna, zajecia probne, trening probny, lekcje probna
  first visit | pierwsza wizyta, pierwsza wizyte, pierwszej wizycie
  consultation | konsultacja, konsultacji, konsultacje
  advice | porada, porady, porade, doradztwo
  repair | naprawa, naprawy, naprawe, naprawie, napraw, naprawic, naprawiac, naprawiacie, naprawicie
  servicio | serwis, serwisu, serwisie
  revision | przeglad, przegladu
  cleaning | sprzatanie, sprzatania, sprzatac, czyszczenie, czyszczenia
  delivery | dostawa, dostawy, dostawe, dostawie, dostaw, dostarczenie, dostarczyc, wysyłka, wysyłki, wysyłke, wysłac, przesyłka, przesyłki, przesyłke, kurier, kuriera, kurierem, kurierska, kurierski, dowoz, dowozu, dowozem
  pickup | odbior, odbioru, odebrac, odbierac
  takeaway | na wynos
  installation | montaz, montazu, instalacja, instalacji, instalacje, zamontowac, zainstalowac
  maintenance | konserwacja, konserwacji
  inspection | kontrola, kontroli, inspekcja
  slot | wolny termin, wolne terminy, wolnych terminow
  wait | czekac, poczekac, czekanie, czas oczekiwania
  complaint | reklamacja, reklamacji, reklamacje, reklamowac, zareklamowac, skarga, skargi, skarge
  warranty | gwarancja, gwarancji, gwarancje, gwarancyjny, gwarancyjna, gwarancyjne, rekojmia, rekojmi
  emergency | pogotowie, pogotowia, nagły przypadek, nagłe przypadki
  urgent | pilny, pilna, pilne, pilnie, pilnego
  address | adresu, adresem, adresie
  directions | dojazd, dojazdu, jak dojechac, jak dojsc
  street | ulica, ulicy, ulice, ulic
  entrance | wejscie, wejscia, wejsciu, wstep, wstepu
  exit | wyjscie, wyjscia
  parking | parkingu, parkingi, parkingow, parkowanie, parkowania, parkowac, zaparkowac, miejsce parkingowe, miejsca parkingowe, miejsc parkingowych
  auto | samochod, samochodu, samochodem, samochody, samochodow, auta, autem
  bus | autobusu, autobusem, autobusy, autobusow, busem
  tram | tramwaj, tramwaju, tramwajem, tramwaje
  train | pociag, pociagu, pociagiem, pociagi, pociagow
  stop | przystanek, przystanku, przystanki
  station | dworzec, dworca, dworcu, stacja, stacji
  airport | lotnisko, lotniska, lotnisku
  taxi | taksowka, taksowki, taksowke
  public transport | komunikacja miejska, transport publiczny
  on foot | pieszo, na piechote
  bike | rower, rowery, rowerem, roweru, rowerow
  cycle path | sciezka rowerowa, sciezki rowerowe, droga rowerowa
  motorbike | motocykl, motocykla, motocyklem, motocykle
  car hire | wypozyczalnia samochodow, wynajem samochodu, wynajem samochodow
  rental | wypozyczalnia, wypozyczalni, wynajem, wynajmu, wypozyczenie
  rent | wynajac, wynajmowac, wypozyczyc, wypozyczac
  borrow | pozyczyc, pozyczka, pozyczki
  city | miasto, miasta, miescie, miast
  city centre | srodmiescie, srodmiesciu, centrum miasta, w centrum
  old town | stare miasto, starym miescie, starego miasta, starowka, starowce
  district | dzielnica, dzielnicy, dzielnice, osiedle, osiedlu
  suburb | przedmiescie, przedmiescia, obrzeza, obrzezach
  map | mapie, mapy, mapka
  distance | odległosc, odległosci
  far | daleko
  near | blisko, niedaleko, w poblizu, poblizu
  excursion | wycieczka, wycieczki, wycieczke, wycieczek
  ticket | bilet, bilety, biletu, biletow, bilecie
  journey | podroz, podrozy
  travel | podrozowac
  luggage | bagaz, bagazu, bagaze
  suitcase | walizka, walizki, walizke
  airplane | samolot, samolotu, samolotem, samoloty
  departure | wyjazd, wyjazdu, odjazd, odjazdu, wylot, wylotu
  arrival | przyjazd, przyjazdu, przyjezdzie, przylot, przylotu
  driving school | szkoła jazdy, szkoły jazdy
  driving lesson | lekcja jazdy, lekcje jazdy
  driving licence | prawo jazdy, prawa jazdy
  motorway | autostradzie, autostrady
  petrol station | stacja benzynowa, stacji benzynowej
  petrol | benzyna, benzyny
  lesson | lekcja, lekcje, lekcji, lekcjach, zajecia, zajec, zajeciach
  course | kursy, kursu, kursie, kursow
  workshop | warsztaty, warsztatow, warsztatach
  training | szkolenie, szkolenia, szkolen, szkoleniu
  workout | trening, treningi, treningu, treningow
  entrenador | trener, trenerka, trenera, trenerzy
  teacher | nauczyciel, nauczycielka, nauczycielke, nauczycielki, nauczyciele, nauczyciela, instruktor, instruktorka, instruktora, instruktorzy
  teach | nauczac, nauczanie
  learn | uczyc sie, nauczyc sie
  level | poziom, poziomu, poziomie, poziomy
  intermediate | sredniozaawansowany, sredniozaawansowani, sredniozaawansowanych
  advanced | zaawansowany, zaawansowani, zaawansowanych
  private lesson | lekcja prywatna, lekcje prywatne, lekcje indywidualne, zajecia indywidualne
  tutoring | korepetycje, korepetycji, korepetytor, korepetytorka
  after-school | swietlica, swietlicy, zajecia pozalekcyjne
  exam | egzamin, egzaminu, egzaminy, egzaminie
  certificate | certyfikat, certyfikaty, certyfikatu, zaswiadczenie, zaswiadczenia, dyplom
  school | szkoła, szkoły, szkole, szkoł, szkołe
  university | uniwersytet, uniwersytetu, uczelnia, uczelni
  kindergarten | przedszkole, przedszkola, przedszkolu, złobek, złobka
  camp | oboz, obozu, obozy, połkolonie, połkolonii
  homework | zadanie domowe, zadania domowe, praca domowa
  swimming | pływanie, pływania, pływac, nauka pływania
  pool | basen, basenu, basenie, baseny
  gym | siłownia, siłowni, siłownie
  sport | sportu, sportowy, sportowe, sportowa
  music | muzyka, muzyki, muzyczny, muzyczne
  dance | taniec, tanca, tance, tanczyc, taneczny, taneczne, taneczna
  painting | malowanie, malarstwo, malowac
  cooking | gotowanie, gotowania, gotowac, kulinarne, kulinarny
  language | jezyk, jezyka, jezyki, jezykow, jezykowy, jezykowe, jezykowa
  game | gry
  toy | zabawka, zabawki, zabawek
  schmerz | bolu, boli
  back pain | bol plecow, bole plecow, plecy, plecow, plecach
  tooth | zab, zeby, zeba, zebow
  eye | oko, oczy, oczu
  hair | włosy, włosow, włosami
  pregnancy | ciaza, ciazy, ciezarna, ciezarne, ciezarnych
  allergy | alergii, alergie, uczulenie, uczulony, uczulona, alergik
  medicine | leki, lekow, lekarstwo, lekarstwa
  pharmacy | apteka, apteki, aptece
  hospital | szpital, szpitala, szpitalu
  sick | chory, chorzy
  injury | uraz, urazu, urazy, kontuzja, kontuzji
  massage | masaz, masazu, masaze
  disabled | niepełnosprawny, niepełnosprawna, niepełnosprawni, niepełnosprawnych, niepełnosprawnosc
  wheelchair | wozek inwalidzki, wozku inwalidzkim, wozkiem inwalidzkim
  spectacles | okulary, okularow
  dentist | dentysta, dentystka, dentysty, stomatolog, stomatologa
  doc | lekarz, lekarza, lekarze, lekarzem
  physio | fizjoterapeuta, fizjoterapeutka, fizjoterapia, fizjoterapii, rehabilitacja, rehabilitacji
  health insurance | nfz, ubezpieczenie zdrowotne
  insurance | ubezpieczenie, ubezpieczenia, ubezpieczeniu, ubezpieczony, ubezpieczyciel
  deposit | kaucja, kaucji, kaucje, zaliczka, zaliczki, zaliczke, zadatek, zadatku
  free | bezpłatny, bezpłatnie, bezpłatna, bezpłatne, darmowy, darmowa, darmowe, za darmo
  included | wliczony, wliczona, wliczone, w cenie
  bag | torba, torby, torebka, torebki
  box | pudełko, pudełka, pudełku
  gift | prezent, prezenty, prezentu, upominek, upominki, podarunek
  clothes | ubrania, ubran, ubranie, odziez, odziezy
  shoes | buty, butow, obuwie, obuwia
  size | rozmiar, rozmiary, rozmiaru, rozmiarze
  colour | kolor, kolory, koloru, kolorze, koloryzacja
  material | materiał, materiały, materiału
  fabric | tkanina, tkaniny
  tool | narzedzie, narzedzia, narzedzi
  battery | baterii, baterie, akumulator, akumulatora
  phone | telefonu, telefony, telefonem, telefonie, smartfon, smartfona, smartfony
  mobile | komorka, komorki
  call | zadzwonic, dzwonic, dzwonie, zadzwonie, zadzwon
  computer | komputer, komputera, komputery, komputerze, laptopa, laptopy, laptopie
  spare part | czesc zamienna, czesci zamienne, czesci zamiennych
  second-hand | uzywany, uzywane, uzywana, uzywanych, z drugiej reki
  new | nowy, nowa, nowe, nowych, nowego
  broken | zepsuty, zepsuta, zepsute, uszkodzony, uszkodzona, uszkodzone, nie działa
  brand | marka, marki
  model | modelu, modelem
  changing room | przymierzalnia, przymierzalni, przebieralnia, przebieralni, szatnia, szatni
  breakfast | sniadanie, sniadania, sniadaniem
  lunch | obiad, obiadu, obiady
  dinner | kolacja, kolacji, kolacje
  menu | jadłospis, karta dan
  food | jedzenie, jedzenia, zywnosc, zywnosci, posiłek, posiłki
  drink | napoj, napoje, napojow
  coffee | kawa, kawy, kawe
  tea | herbata, herbaty, herbate
  beer | piwo, piwa, piwem
  vino | wino, winem
  milk | mleko, mleka, mlekiem
  vegan | weganski, weganska, weganskie, weganin
  vegetarian | wegetarianski, wegetarianska, wegetarianskie, wegetarianin, wegetarianka
  gluten-free | bezglutenowy, bezglutenowa, bezglutenowe, bez glutenu, celiakia, celiakii
  lactose-free | bezlaktozowy, bezlaktozowe, bez laktozy
  table | stolik, stolika, stoliki, stoliku, stoł, stołu
  form | formularz, formularza, formularzu
  document | dokumenty, dokumentow, dokumentu
  contract | umowa, umowy, umowe, umowie
  passport | paszport, paszportu
  id card | dowod osobisty, dowodu osobistego, dowodem osobistym
  tax return | zeznanie podatkowe, rozliczenie podatkowe
  registration | rejestracja, rejestracji, zapisy, zapisac, zapisow
  weather | pogoda, pogody, pogodzie, prognoza pogody
  rain | deszcz, deszczu, deszczowy
  wind | wiatr, wiatru
  sunny | słonecznie, słoneczny, słonce, słonca
  snow | snieg, sniegu
  indoor | wewnatrz, kryty, kryte, pod dachem
  outdoor | na zewnatrz, zewnatrz, na dworze, plenerowy, plenerowe, odkryty
  bring | przyniesc, zabrac, przywiezc
  smoking | palenie, palenia, palic
  dog | psa, psy, psem, psow, psami, psom, piesek, pieska, psiak, psiaka
  puppy | szczeniak, szczeniaka, szczeniaki, szczenie, szczenieta
  cat | kota, koty, kotem, kotow, kotka
  kitten | kotek, kociak, kociaka, kociaki, kocieta
  animal | zwierze, zwierzeta, zwierzat, zwierzetami, zwierzecia
  vaccination | szczepienie, szczepienia, szczepien, szczepionka, szczepionki, zaszczepiony, zaszczepiona, zaszczepione, szczepic
  vet | weterynarz, weterynarza, weterynarzem, weterynaryjny, weterynaryjna, weterynaryjne, lecznica
  women | kobieta, kobiety, kobiet, damski, damskie, damska
  men | mezczyzna, mezczyzni, mezczyzn, meski, meskie, meska
  ppl | osoba, osoby, osob, osobe, osobie, ludzie, ludzi
  group | grupa, grupy, grupie, grupe, grup, grupowy, grupowe, grupowa, grupowych
  adult | dorosły, dorosli, dorosłych, dorosła, dorosłe, dorosłego
  young | młody, młoda, młodzi, młodych
  old | stary, starszy, starsze, starsi, starszych
  age group | grupa wiekowa, grupy wiekowej, kategoria wiekowa
  shop | sklep, sklepu, sklepie, sklepy, sklepow, sklep internetowy
  staff | personel, personelu, pracownicy
  branch | oddział, oddziału, filia, filii
  opening hours | godziny otwarcia, godzin otwarcia, godzinach otwarcia, godziny pracy
  opening | otwarcie, otwarcia, otwarciu
  check-in | zameldowanie, zameldowania
  check-out | wymeldowanie, wymeldowania
  pause | zawiesic, zawieszenie, zamrozic, zamrozenie
  expire | waznosc, waznosci, termin waznosci, wygasa
  session | sesja, sesji, sesje
  meeting point | miejsce zbiorki, punkt zbiorki
  equipment | sprzet, sprzetu
  private | prywatny, prywatna, prywatne, prywatnie
  morning | rano, rankiem, poranek, przed południem
  evening | wieczor, wieczorem, wieczory, wieczorami, wieczorne
  winter | zima, zimie, zimowy, zimowe, zimowa
  summer | lecie, letni, letnie, letnia
  work | pracowac, pracy
  max | maksymalnie, maksymalny, maksymalna, maksymalne
`;
