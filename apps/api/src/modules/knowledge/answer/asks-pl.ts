import type { Intent } from './question';

/**
 * Polish, as visitors type it, for asks.ts's tables (kept here for that file's length): one line an
 * intent, the words that only say which kind of answer is wanted, and the function words. Folded as
 * asks.ts's header says, except that folding keeps "ł" (it is a letter of its own, not an accented
 * "l"): visitors without a Polish keyboard type "l", so each pattern writes "[lł]" and each word
 * list has both spellings (`bothSpellings`). Inflected forms are written out where they ask: Polish
 * has no article, and case endings are its prepositions ("kartą", by card; "gotówką", in cash).
 *
 * Every line is matched against questions in every language, so a word another language writes
 * with another meaning is narrowed or left out: Spanish and Italian "cena" is a dinner, so only
 * "jaka (jest) cena", "cena za" and the other cases ask a price; French "île" folds to "ile", so
 * "ile" (how much) asks only with its verb; Spanish "oferta" is an offer, no list; "sob" is English.
 */
export const POLISH_ASKS: Record<Intent, string> = {
  cheapest: 'najtansz\\p{L}*|najtaniej',
  priciest: 'najdrozsz\\p{L}*|najdrozej',
  price:
    'ile (?:\\p{L}+ )?(?:kosztuje|kosztuja|kosztowa\\p{L}*|zap[lł]ac\\p{L}*|p[lł]ac\\p{L}*|trzeba (?:za)?p[lł]acic|wynosi|wynosza|bierzecie|liczycie|wyjdzie|drozej|taniej|dop[lł]ac\\p{L}*)|za ile|(?:za)?p[lł]ac(?:e|imy|i sie) (?:cos|ekstra|dodatkowo|wiecej|za)|cos (?:za)?p[lł]ac(?:e|imy|i sie)|(?:bez)?p[lł]atn(?:y|e|a)|kosztuj[ea]|koszt(?:y|u|ow|em)?|ceny|cenach|cenie|cennik\\p{L}*|jaka (?:jest )?cena|cena (?:za|to|wynosi)|op[lł]at(?:a|y|e|ach|ami)|dop[lł]at(?:a|y|e|ach)',
  availability: 'dostepn\\p{L}*|niedostepn\\p{L}*|na stanie|w magazynie|wyprzedan\\p{L}*',
  hours:
    'godzin(?:y|ach)? (?:otwarcia|pracy)|w jakich godzinach|otwar(?:te|ty|ta|ci)|czynn(?:e|y|a|i)|nieczynn(?:e|y|a|i)|zamkniet(?:e|y|a|i)|o ktorej|do ktorej|od ktorej|otwieracie|zamykacie|zastan(?:e|iemy|ie)|zastac',
  location:
    'gdzie (?:jest|sa|jestescie|sie (?:znajduje|znajdujecie|miesci|miescicie)|was (?:znajde|znalezc)|dokladnie)|adres(?:u|em)?|jak (?:do was )?(?:dojechac|dojade|trafic)|dojazd\\p{L}*|lokalizacj\\p{L}*|kod pocztowy|gdzie(?= *[?.!]| *$)',
  phone: 'telefon(?:u|em|iczn\\p{L}*)?|numer (?:telefonu|komorki|kontaktowy)|zadzwonic|dzwonic|dodzwonic',
  email: 'mail(?:a|em|owy)|mejl\\p{L}*|adres (?:e-?)?mail\\p{L}*',
  contact: 'kontakt(?:u|owac|ujecie)?|skontaktowac|porozmawiac z',
  shipping: 'wysy[lł]k\\p{L}*|wysy[lł]a(?:cie|c|ja)|dostaw(?:a|y|e|ie)|kurier(?:a|em|ie)?|przesy[lł]k\\p{L}*|paczkomat\\p{L}*|dowozicie|dowoz(?:u|ie)?',
  returns:
    'zwrot(?:u|y|ow)?|zwrocic|reklamacj\\p{L}*|odstapic od umowy|anulowa\\p{L}*|odwo[lł]a\\p{L}* (?:rezerwacj|wizyt|zamowieni|termin)\\p{L}*|rezygnacj\\p{L}*',
  payment:
    '(?:za)?p[lł]aci(?:c|cie|my|e) (?:karta|gotowka|blikiem|przelewem|kryptowalut\\p{L}*)|p[lł]atnosc\\p{L}*|p[lł]atno(?:sci|scia)|gotowk(?:a|e|i)|blikiem|blik(?= *[?.!]| *$)|przelew(?:em|u)?|(?:karta|karte|kartami) (?:p[lł]atnicza|kredytowa)',
  person: 'kto|ktos,? kto',
  exists:
    'czy (?:\\p{L}+ )?(?:macie|sprzedajecie|oferujecie|robicie|przyjmujecie|prowadzicie|naprawiacie)|czy (?:jest|sa) (?:u was|tam|jakis|jakas|jakies|mozliwosc)|czy mozna|czy da sie|macie (?:jakis|jakas|jakies|cos)|(?:^\\s*|[,;] *)(?:macie|sprzedajecie|oferujecie|robicie|przyjmujecie|prowadzicie|naprawiacie)',
  duration:
    'jak d[lł]ugo|ile (?:to )?(?:trwa|czasu|dni|godzin|tygodni|minut)|trwa(?:ja)?|czas (?:naprawy|oczekiwania|realizacji|dostawy)|wazn(?:y|a|e|osc)|z (?:jakim )?wyprzedzeniem',
  quantity: 'ilu|ile (?:jest |macie )?(?:osob|sztuk|miejsc)|pojemnosc',
  list: '(?:co|jakie) (?:\\p{L}+ )?(?:macie|oferujecie|sprzedajecie)|asortyment\\p{L}*',
};

/** "opłata" and "oplata": a word list with each word as folding leaves it and as typed without "ł". */
export const bothSpellings = (words: string) => words.replace(/\S*ł\S*/g, (word) => `${word} ${word.replace(/ł/g, 'l')}`);

/** Words that only say which kind of answer is wanted; never the subject. */
export const POLISH_INTENT_WORDS =
  bothSpellings(`cena ceny cenie cennik koszt koszty kosztu kosztuje kosztuja kosztowac kosztowałby opłata opłaty opłate zapłacic zapłace płace płacic płacimy dopłata dopłaty dopłacic drozej taniej najtanszy najtansza najtansze
   dostepny dostepna dostepne dostepnosc wyprzedany wyprzedane
   godziny godzinach otwarcia otwarte otwarty otwarta otwarci czynne czynny czynni nieczynne zamkniete zamkniety otwieracie zamykacie zastane zastac
   adres adresu dojazd dojechac lokalizacja
   telefon telefonu numer zadzwonic dzwonic mail maila mailem mejl kontakt kontaktu skontaktowac
   wysyłka wysyłki wysyłacie dostawa dostawy dostawe kurier kuriera kurierem przesyłka przesyłki
   zwrot zwrotu zwrocic reklamacja reklamacji anulowac anulowanie rezygnacja
   płatny płatne płatna bezpłatny bezpłatne bezpłatna płatnosc płatnosci gotowka gotowke blik blikiem przelew przelewem
   kto trwa trwaja długo ilu pojemnosc wazny wazna wazne asortyment`);

/**
 * Function words and filler: removed only from a Polish question ("na", "do", "to" and "co" are
 * words elsewhere). "Dzień" goes with "dobry" (a greeting); a day's price says "dziennie" or "za dobę".
 */
export const POLISH_STOP_WORDS =
  bothSpellings(`a i w we z ze na do od o u po za przez przy dla bez pod nad przed miedzy oraz albo lub czy ale to ten ta te tego tej tym tych temu tamten
   jest sa jestem jestes jestesmy jestescie byc był była było były bede bedzie beda mam masz ma mamy macie maja miałem miałam
   ja ty on ona ono my wy oni one mnie mi mna cie ci go mu jej ich je nas nam nami was wam wami sie siebie sobie
   moj moja moje moim moja mojego mojej moich mojemu twoj twoja twoje wasz wasza wasze waszego waszej waszych nasz nasza nasze naszego naszej swoj swoja swoje swojego swojej
   co czego czym kto kogo komu jak jaki jaka jakie jakiego jakiej jakis jakas jakies jakiegos ktory ktora ktore ktorego ktorej ktorych gdzie kiedy ile dlaczego czemu
   tak nie juz jeszcze tez takze rowniez tylko bardzo troche moze mozna moge mozemy mozecie chce chcemy chciałbym chciałabym chcielibysmy potrzebuje potrzebujemy
   prosze dziekuje dzieki dzien dobry witam czesc hej pan pani panstwo cos ktos nic nikt wszystko wszyscy kazdy kazda kazde
   jesli jezeli gdy bo wiec zeby aby czyli np tam tu tutaj teraz dzis dzisiaj jutro zawsze nigdy czasem około mniej wiecej bardziej
   trzeba musze musimy da by bym bys takie taki taka inny inna inne cały cała całe sam sama samo jakby gdyby własnie naprawde pytanie pytam
   przyjade przyjedziemy przyjechac przyjsc przyjde przyjdziemy razem szukam szukamy takiego kogos dostac dostane`);
