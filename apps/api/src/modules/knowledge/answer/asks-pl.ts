import type { Intent } from './question';

/**
 * Polish, as visitors type it, for asks.ts's tables (kept here for that file's length): one line an
 * intent, the words that only say which kind of answer is wanted, and the function words. Folded as
 * asks.ts's header says, "ł" as "l" ("oplata", "zaplacic"). Inflected forms are written out where
 * they ask: Polish has no article, and case endings are its prepositions ("kartą", by card;
 * "gotówką", in cash).
 *
 * Every line is matched against questions in every language, so a word another language writes
 * with another meaning is narrowed or left out: Spanish and Italian "cena" is a dinner, so only
 * "jaka (jest) cena", "cena za" and the other cases ask a price; French "île" folds to "ile", so
 * "ile" (how much) asks only with its verb; Spanish "oferta" is an offer, no list; Dutch "blik" a
 * tin, so only "blikiem" (by BLIK) asks how to pay; "ważne" is also important, so only "ważność"
 * or "ważny do / przez" asks how long.
 */
export const POLISH_ASKS: Record<Intent, string> = {
  cheapest: 'najtansz\\p{L}*|najtaniej',
  priciest: 'najdrozsz\\p{L}*|najdrozej',
  price:
    'ile (?:\\p{L}+ )?(?:kosztuje|kosztuja|kosztowa\\p{L}*|zaplac\\p{L}*|plac\\p{L}*|trzeba (?:za)?placic|wynosi|wynosza|bierzecie|liczycie|wyjdzie|drozej|taniej|doplac\\p{L}*)|za ile|(?:za)?plac(?:e|imy|i sie) (?:cos|ekstra|dodatkowo|wiecej|za)|cos (?:za)?plac(?:e|imy|i sie)|(?:bez)?platn(?:y|e|a)|kosztuj[ea]|koszt(?:y|u|ow|em)?|ceny|cenach|cenie|cennik\\p{L}*|jaka (?:jest )?cena|cena (?:za|to|wynosi)|oplat(?:a|y|e|ach|ami)|doplat(?:a|y|e|ach)',
  availability: 'dostepn\\p{L}*|niedostepn\\p{L}*|na stanie|w magazynie|wyprzedan\\p{L}*',
  hours:
    'godzin(?:y|ach)? (?:otwarcia|pracy)|w jakich godzinach|otwar(?:te|ty|ta|ci)|czynn(?:e|y|a|i)|nieczynn(?:e|y|a|i)|zamkniet(?:e|y|a|i)|o ktorej|do ktorej|od ktorej|otwieracie|zamykacie|zastan(?:e|iemy|ie)|zastac',
  location:
    'gdzie (?:jest|sa|jestescie|sie (?:znajduje|znajdujecie|miesci|miescicie)|was (?:znajde|znalezc)|dokladnie)|adres(?:u|em)?|jak (?:do was )?(?:dojechac|dojade|trafic)|dojazd\\p{L}*|lokalizacj\\p{L}*|kod pocztowy|gdzie(?= *[?.!]| *$)',
  phone: 'telefon(?:u|em|iczn\\p{L}*)?|numer (?:telefonu|komorki|kontaktowy)|zadzwonic|dzwonic|dodzwonic',
  email: 'mail(?:a|em|owy)|mejl\\p{L}*|adres (?:e-?)?mail\\p{L}*',
  contact: 'kontakt(?:u|owac|ujecie)?|skontaktowac|porozmawiac z',
  shipping: 'wysylk\\p{L}*|wysyla(?:cie|c|ja)|dostaw(?:a|y|e|ie)|kurier(?:a|em|ie)?|przesylk\\p{L}*|paczkomat\\p{L}*|dowozicie|dowoz(?:u|ie)?',
  returns:
    'zwrot(?:u|y|ow)?|zwrocic|reklamacj\\p{L}*|odstapic od umowy|anulowa\\p{L}*|odwola\\p{L}* (?:rezerwacj|wizyt|zamowieni|termin)\\p{L}*|rezygnacj\\p{L}*',
  payment:
    '(?:za)?placi(?:c|cie|my|e) (?:karta|gotowka|blikiem|przelewem|kryptowalut\\p{L}*)|platnosc\\p{L}*|platno(?:sci|scia)|gotowk(?:a|e|i)|blikiem|(?:przyjmujecie|akceptujecie|placi\\p{L}*|place|zaplac\\p{L}*|platnosc\\p{L}*) (?:tez )?blik|przelew(?:em|u)?|(?:karta|karte|kartami) (?:platnicza|kredytowa)',
  person: 'kto|ktos,? kto|(?:ktos (?:\\p{L}+ ){0,3}|(?:ktory|ktora|ktorzy) )(?:mowi|mowia) po',
  exists:
    'czy (?:\\p{L}+ )?(?:macie|sprzedajecie|oferujecie|robicie|przyjmujecie|prowadzicie|naprawiacie)|czy (?:jest|sa) (?:u was|tam|jakis|jakas|jakies|mozliwosc)|czy mozna|czy da sie|macie (?:jakis|jakas|jakies|cos)|(?:^\\s*|[,;] *)(?:macie|sprzedajecie|oferujecie|robicie|przyjmujecie|prowadzicie|naprawiacie)',
  duration:
    'jak dlugo|ile (?:to )?(?:trwa|czasu|dni|godzin|tygodni|minut)|trwa(?:ja)?|czas (?:naprawy|oczekiwania|realizacji|dostawy)|waznosc\\p{L}*|wazn(?:y|a|e) (?:do|przez)|z (?:jakim )?wyprzedzeniem',
  quantity: 'ilu|ile (?:jest |macie )?(?:osob|sztuk|miejsc)|pojemnosc',
  list: '(?:co|jakie) (?:\\p{L}+ )?(?:macie|oferujecie|sprzedajecie)|asortyment\\p{L}*',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const POLISH_INTENT_WORDS = `cena ceny cenie cennik koszt koszty kosztu kosztuje kosztuja kosztowac kosztowalby oplata oplaty oplate zaplacic zaplace placic placimy doplata doplaty doplacic drozej taniej najtanszy najtansza najtansze
   dostepny dostepna dostepne dostepnosc wyprzedany wyprzedane
   godziny godzinach otwarcia otwarte otwarty otwarta otwarci czynne czynny czynni nieczynne zamkniete zamkniety otwieracie zamykacie zastane zastac
   adres adresu dojazd dojechac lokalizacja
   telefon telefonu numer zadzwonic dzwonic mail maila mailem mejl kontakt kontaktu skontaktowac
   wysylka wysylki wysylacie dostawa dostawy dostawe kurier kuriera kurierem przesylka przesylki
   zwrot zwrotu zwrocic reklamacja reklamacji anulowac anulowanie rezygnacja
   platny platne platna bezplatny bezplatne bezplatna platnosc platnosci gotowka gotowke blikiem przelew przelewem
   kto trwa trwaja dlugo ilu pojemnosc waznosc asortyment mowi mowia mowic`;

/**
 * Function words and filler: removed only from a Polish question ("na", "do", "to" and "co" are
 * words elsewhere). "Dzień" goes with "dobry" (a greeting); a day's price says "dziennie" or "za dobę".
 */
export const POLISH_STOP_WORDS = `a i w we z ze na do od o u po za przez przy dla bez pod nad przed miedzy oraz albo lub czy ale to ten ta te tego tej tym tych temu tamten
   jest sa jestem jestes jestesmy jestescie byc byl byla bylo byly bede bedzie beda mam masz ma mamy macie maja mialem mialam
   ja ty on ona ono my wy oni one mnie mi mna cie ci go mu jej ich je nas nam nami was wam wami sie siebie sobie
   moj moja moje moim moja mojego mojej moich mojemu twoj twoja twoje wasz wasza wasze waszego waszej waszych nasz nasza nasze naszego naszej swoj swoja swoje swojego swojej
   co czego czym kto kogo komu jak jaki jaka jakie jakiego jakiej jakis jakas jakies jakiegos ktory ktora ktore ktorego ktorej ktorych gdzie kiedy ile dlaczego czemu
   tak nie juz jeszcze tez takze rowniez tylko bardzo troche moze mozna moge mozemy mozecie chce chcemy chcialbym chcialabym chcielibysmy potrzebuje potrzebujemy
   prosze dziekuje dzieki dzien dobry witam czesc hej pan pani panstwo cos ktos nic nikt wszystko wszyscy kazdy kazda kazde
   jesli jezeli gdy bo wiec zeby aby czyli np tam tu tutaj teraz dzis dzisiaj jutro zawsze nigdy czasem okolo mniej wiecej bardziej
   trzeba musze musimy da by bym bys takie taki taka inny inna inne caly cala cale sam sama samo jakby gdyby wlasnie naprawde pytanie pytam
   przyjade przyjedziemy przyjechac przyjsc przyjde przyjdziemy razem szukam szukamy takiego kogos dostac dostane place pracujecie`;
