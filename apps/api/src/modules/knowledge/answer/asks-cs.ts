import type { Intent } from './question';

/**
 * Czech (and the Slovak most of it reads), as visitors type it, for asks.ts's tables: one line an
 * intent, the words that only say which kind of answer is wanted, and the function words. Folded as
 * asks.ts's header says: no háčky or čárky ("kolik stojí" is "kolik stoji", "otevřeno" "otevreno").
 * Czech declines its nouns and conjugates its verbs, so a line writes the forms visitors use ("máte
 * otevřeno", "otevíráte", "zavíráte"; "platit kartou", "hotově").
 *
 * Every line is matched against questions in every language, so a word another language writes with
 * another meaning is narrowed or left out: "cena" is Spanish and Italian dinner, so only "jaká je
 * cena", "cena za" and "ceny" ask a price; "kde" and "kdy" are Czech alone; "doba" is Polish "a day",
 * so only "otevírací doba" asks the hours; "co" is Polish "what" too, and asks nothing by itself.
 */
export const CZECH_ASKS: Record<Intent, string> = {
  cheapest: 'nejlevnejs\\p{L}*|nejlevneji',
  priciest: 'nejdrazs\\p{L}*|nejdraz',
  price:
    'kolik (?:\\p{L}+ )?(?:stoji|stal[ao]?|bude stat|zaplatim|zaplatime|platim|plati|se plati|se pripla\\p{L}*|to vyjde|vyjde|dela|delaji|cini|chcete)|za kolik|jaka (?:je )?cena|cena (?:za|je)|ceny|ceniku?|cenik\\p{L}*|poplat(?:ek|ku|ky)|priplat(?:ek|ku|ky)|kolko (?:stoji|stoja|to stoji)',
  availability: 'skladem|na sklade|vyprodan\\p{L}*|dostupn\\p{L}*|kdy bude|kdy budou|budete mit',
  hours:
    'oteviraci (?:doba|dobu|doby)|(?:mate|mate i|je) otevreno|otevreno|otevir\\p{L}*|zavir\\p{L}*|zavreno|od kolika|do kolika(?! (?:dnu|dni|tydnu|mesicu))|v kolik|otvorene|(?:do|od) kolkej|kdy (?:otevirate|zavirate|mate otevreno)',
  location:
    'kde (?:je|jste|sidlite|vas najdu|najdu|presne|se nachazi|se nachazite|mate prodejnu)|adres(?:a|u|e)|jak se k vam dostanu|jak k vam|kde(?= *[?.!]| *$)',
  phone: 'telefon(?:u|em|ni|icky)?|telefonni cislo|zavolat|volat|dovolat',
  email: 'e-?mail(?:u|em|ova)?|mailem',
  contact: 'kontakt(?:u|ovat)?|spojit|ozvat',
  shipping: 'doprav(?:a|u|e|ne)|doruc(?:eni|it|ite|ujete)|posilate|posilat|posiela\\p{L}*|zasilkovn\\p{L}*|odesl(?:ete|ate|ani)|expedic\\p{L}*|dobirk\\p{L}*',
  returns: 'vratit|vraceni|vratku|reklamac\\p{L}*|odstoupit|storn(?:ovat|ovani)|zrusit|zruseni',
  payment: 'plat(?:it|im|ime|ite) (?:kartou|hotove|prevodem)|platb(?:a|u|y|e)|platebni|hotove|hotovost\\p{L}*|kartou|prevodem|bere(?:te)? karty',
  person: 'kdo|nekdo,? kdo|(?:nekdo (?:\\p{L}+ ){0,3}|(?:ktery|ktera|kteri) )(?:mluvi|umi|mluvite)',
  exists: 'mate (?:i |tam |u vas )?(?:nejak\\p{L}*|neco)|(?:^\\s*|[,;] *)(?:prodavate|nabizite|delate|berete|posilate)|je (?:mozne|mozno)',
  duration: 'jak dlouho|kolik (?:dni|hodin|minut|tydnu|casu)|do kolika dnu|trva(?:ji)?|platnost\\p{L}*',
  quantity: 'kolik (?:je |mate )?(?:osob|kusu|mist)|kapacit\\p{L}*',
  list: '(?:co|jake) (?:\\p{L}+ )?(?:mate|nabizite|prodavate)|sortiment\\p{L}*',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const CZECH_INTENT_WORDS = `kolik stoji stal stala stalo zaplatim zaplatime platim plati vyjde cena ceny cenik ceniku poplatek poplatku priplatek priplatku levnejsi drazsi nejlevnejsi
   skladem vyprodano vyprodane dostupny dostupna dostupne
   otevreno otevirate otevira oteviraci zavirate zavira zavreno doba dobu otvorene otvorena otvorenie kolkej
   adresa adresu najdu nachazi
   telefon telefonu telefonni cislo zavolat volat mail mailem email emailem kontakt kontaktu
   doprava dopravu doruceni dorucit posilate posilat posielate priplaci priplatit odeslete odesilate dobirka dobirku dobirky
   vratit vraceni reklamace zrusit zruseni
   platit platba platbu platby hotove hotovost kartou prevodem
   kdo trva dlouho kapacita platnost sortiment mluvi mluvite`;

/**
 * Function words and filler: removed only from a Czech question ("to", "na", "do" and "je" are words
 * elsewhere). "Dobrý den" is a greeting; a day's price says "za den" or "denně".
 */
export const CZECH_STOP_WORDS = `a i v ve z ze na do od o u po za pres pri pro bez pod nad pred mezi nebo ani ale to ten ta ty toho te tim tech tomu tam tady sem
   je jsou jsem jsi jsme jste byt byl byla bylo byli bude budu budete budou mam mas ma mame mate maji mel mela meli mit
   ja ty on ona ono my vy oni me mne mi mu ji jim jich je nas nam vas vam se si sebe sobe
   muj moje moji meho mem svuj sve svou svoje nas nase naseho vas vase vaseho vasi
   co ceho cim kdo koho komu jak jaky jaka jake jakou jakeho ktery ktera ktere kterou kde kdy kolik proc
   ano ne uz jeste take tez jen jenom velmi trochu mozna muzu muzeme muzete lze chci chceme chtel chtela chtela bych bychom potrebuju potrebuji potrebujeme
   prosim dekuji diky dobry den dobrou zdravim ahoj pane pani neco nekdo nic nikdo vsechno vsichni kazdy kazda kazde
   jestli jestlize kdyz protoze tak takze aby abych tedy napr ted dnes dneska zitra vzdycky nikdy asi zhruba priblizne vice mene
   musim musime by bys takovy takova takove jiny jina jine cely cela cele sam sama samo vlastne opravdu otazka ptam
   pokud kolika kolko kolem hodin hodiny dnu dni aj sa odpoledne dopoledne rano vecer
   prijdu prijedu prijet prijit prijedeme spolu hledam hledame sehnat shanim dostat dostanu kdyztak nejaky nejaka nejake nejakou vubec`;
