/**
 * The second half of the Polish words (everyday-words-pl.ts explains them and what is left out),
 * kept apart for length: animals and their care, family, sizes, the hairdresser, the outdoors and
 * sport, clothes and household textiles, languages by name ("mówię po polsku": the adverb is written
 * alone, as a question's word is read) and the numbers, with the genitive that follows "dla" and
 * "od" ("dla dwóch osób", "od sześciu lat").
 */
export const MORE_POLISH_WORDS = `
  horse | konia, konie, koni, koniem
  pony | kucyk, kucyki, kucyka
  rabbit | krolik, krolika, kroliki
  guinea pig | swinka morska, swinki morskie
  bird | ptak, ptaki, ptaka, ptaszek
  parrot | papuga, papugi, papuge
  fish | ryba, ryby, rybki, ryb
  tortoise | zołw, zołwia, zołwie
  farm | farma, farmie, farmy
  cow | krowa, krowy
  sheep | owca, owce, owiec
  goat | koza, kozy
  donkey | osioł, osła, osiołek
  leash | smycz, smyczy
  dog collar | obroza, obrozy
  deworming | odrobaczanie, odrobaczenie, odrobaczony
  flea | pchła, pchły, pcheł
  zecke | kleszcz, kleszcze, kleszczy
  microchip | czip, czipowanie, zaczipowany, mikroczip, chipowanie
  claws | pazury, pazurow
  fur | siersc, siersci, futro
  kennel | hotel dla psow, hotel dla zwierzat, psi hotel
  pet sitter | opieka nad zwierzetami, opiekun zwierzat
  dog grooming | strzyzenie psow, psi fryzjer, trymowanie
  dog training | tresura, szkolenie psow
  cat litter | zwirek, zwirku
  breed | rasy, rasie, rasowy, rasowe
  breeder | hodowca, hodowcy, hodowla, hodowli
  bowl | miska, miski
  pet food | karmy, karme
  dog food | karma dla psa, karma dla psow
  cat food | karma dla kota, karma dla kotow
  dog-friendly | przyjazny psom, psy mile widziane
  pet-friendly | przyjazny zwierzetom, zwierzeta mile widziane
  friend | przyjaciel, przyjaciołka, przyjaciele, przyjacioł, znajomy, znajomi
  husband | maz, meza, mezem
  spouse | małzonek, małzonka, małzonkowie
  mother | matka, matki, matce, matke
  father | ojciec, ojca, ojcem
  brother | brata, bratem, bracia
  hermana | siostra, siostry, siostre, siostr
  siblings | rodzenstwo, rodzenstwa
  grandparents | dziadkowie, dziadkow
  grandmother | babcia, babci, babcie
  grandfather | dziadek, dziadka, dziadkiem
  grandchild | wnuk, wnuka, wnuki, wnukow, wnuczka, wnuczki, wnuczek
  twins | blizniaki, bliznieta, blizniaczki
  toddler | maluch, maluchy, maluchow, maluszek
  babysitter | niania, niani, opiekunka do dziecka
  neighbour | sasiad, sasiedzi, sasiadka
  small | mały, małych, mniejszy, mniejsze
  big | duzy, duza, duze, duzych, wiekszy, wieksze
  heavy | ciezki, ciezka, ciezkie
  tiny | malutki, malutka, malenki
  huge | ogromny, ogromna, ogromne
  electric | elektryczny, elektryczna, elektryczne, elektrycznych
  haircut | strzyzenie, strzyzenia
  beard | broda, brody, zarost
  highlights | pasemka, pasemek
  bath | kapiel, kapieli
  pic | zdjecie, zdjecia, zdjec
  plant | roslina, rosliny, roslin
  wreath | wieniec, wience, wienca
  postcode | kod pocztowy, kodu pocztowego
  tv | telewizor, telewizora, telewizja
  museum | muzeum, muzea, muzeow
  playground | plac zabaw, placu zabaw
  sea | morze, morza
  seaside | nad morzem
  lake | jezioro, jeziora, jeziorze
  forest | lasu, lesie, lasy
  river | rzeka, rzeki, rzece
  beach | plazy, plazach
  campsite | kemping, kempingu, pole namiotowe
  tent | namiot, namioty
  backpack | plecak, plecaki
  bottle | butelka, butelki, butelek
  umbrella | parasol, parasolka
  picnic | piknik, pikniku
  hiking | wedrowka, wedrowki, piesze wycieczki
  hiking trail | szlak, szlaku, szlaki
  skiing | narty, narciarstwo, nartach
  ice skating | łyzwy, łyzwach, łyzwiarstwo
  horse riding | jazda konna, jezdziectwo
  riding school | stadnina, stadniny
  competition | konkursu
  tournament | turniej, turnieju, turnieje
  shirt | koszula, koszule, koszuli
  t-shirt | koszulka, koszulki
  trousers | spodnie, spodni
  jeans | dzinsy, jeansy
  skirt | spodnica, spodnice, spodniczka
  dress | sukienka, sukienki, suknia
  jacket | kurtka, kurtki
  overcoat | płaszcz, płaszcze
  sweater | sweter, swetry, swetra
  necktie | krawat, krawaty
  socks | skarpetki, skarpety
  underwear | bielizna, bielizny
  swimsuit | stroj kapielowy, kostium kapielowy
  gloves | rekawiczki
  hat | kapelusz, czapka
  sneakers | trampki
  sandals | sandały
  slippers | kapcie
  curtains | zasłony, firany, firanki
  bed linen | posciel, poscieli
  duvet | kołdra, kołdry
  pillow | poduszka, poduszki
  blanket | koc, koce
  tablecloth | obrus
  wool | wełna, wełniany
  cotton | bawełna
  leather | skorzany, skorzana, skorzane
  stain | plama, plamy
  knopf | guzik, guziki
  seamstress | krawcowa, krawiec
  sewing | szycie, szyc
  ironing | prasowanie, prasowania
  laundry | pranie, prania
  launderette | pralnia, pralni
  dry cleaning | pralnia chemiczna
  washing machine | pralka, pralki
  clothing alterations | przerobki krawieckie, poprawki krawieckie
  polish | polski, polsku, polskiego, polskim, polskie
  english | angielski, angielsku, angielskiego, angielskim
  german | niemiecki, niemiecku, niemieckiego, niemieckim
  spanish | hiszpanski, hiszpansku, hiszpanskiego
  french | francuski, francusku, francuskiego
  italian | włoski, włosku, włoskiego
  portuguese | portugalski, portugalsku
  dutch | niderlandzki, holenderski, niderlandzku
  russian | rosyjski, rosyjsku
  ukrainian | ukrainski, ukrainsku
  turkish | turecki, turecku
  arabic | arabski, arabsku
  croatian | chorwacki, chorwacku
  greek | grecki, grecku
  chinese | chinski, chinsku
  japanese | japonski, japonsku
  sign language | jezyk migowy, jezyku migowym
  uk | wielka brytania, wielkiej brytanii
  us | stany zjednoczone, stanach zjednoczonych
  2 | dwa, dwie, dwoch, dwoje
  3 | trzy, trzech, troje
  4 | cztery, czterech
  5 | pieciu
  6 | szesc, szesciu
  7 | siedem, siedmiu
  8 | osiem, osmiu
  9 | dziewiec, dziewieciu
  10 | dziesiec, dziesieciu
`;
