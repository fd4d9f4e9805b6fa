import type { Intent } from './question';

/**
 * Dutch, as visitors in the Netherlands and Flanders type it, for asks.ts's tables (kept here for
 * that file's length): one line an intent, the words that only say which kind of answer is wanted,
 * and the function words. Folded as asks.ts's header says ("een", "u", "jullie", "openingstijden").
 *
 * Every line is matched against questions in every language, so a word another language writes
 * with another meaning is narrowed or left out: German "wie" asks how, so Dutch "wie" (who) asks
 * only before a verb German does not write ("wie is", "wie zijn", "bij wie"); "open" is English too
 * and asks hours there as well; "kost" is German food, so only "wat kost" or "kost het" ask a price.
 */
export const DUTCH_ASKS: Record<Intent, string> = {
  cheapest: 'goedkoopste|het (?:minst|minste) duur|voordeligste',
  priciest: 'duurste|het duurst',
  price:
    'prijs|prijzen|prijslijst|tarief|tarieven|wat kost(?:en)?|kost (?:het|dat|een|de)|hoeveel (?:kost|kosten|betaal|betalen|bedraagt|vragen|(?:is|zijn) (?!er\\b)|(?:borg|borgsom|waarborg|aanbetaling|voorschot|entree|entreegeld|inschrijfgeld|geld)\\b)|hoe duur|kosten (?:voor|van|bij)|voorrijkosten|(?:moet|moeten) (?:ik|we|wij) (?:\\w+ )?betalen',
  availability: 'op voorraad|uitverkocht|leverbaar|beschikbaar|niet meer (?:te krijgen|leverbaar)',
  hours:
    'openingstijden|openingsuren|geopend|open op|gesloten|hoe laat|tot hoe laat|vanaf hoe laat|tot wanneer(?! (?:moet|moeten) (?:ik|we|wij|je) )|(?:zijn|is) (?:jullie|u|de winkel|het kantoor|de showroom) (?:\\w+ )?(?:open|bereikbaar)|kantoortijden?|telefonisch bereikbaar',
  location: 'waar (?:zit|zitten|zijn|is|vind|ligt|kan ik)|adres|locatie|routebeschrijving|route naar|hoe kom ik',
  phone:
    'telefoonnummer|telefonisch (?:bereikbaar|contact|reserveren|boeken|bestellen)|bellen|nummer (?:om|voor) te bellen|mobiel(?:e)? nummer|mobielnummer|whatsappen',
  email: 'e-?mailadres|mailen|e-?mail sturen',
  contact: 'contact opnemen|contacteren|bereiken',
  shipping: 'verzend(?:en|ing|kosten)?|bezorg(?:en|ing|kosten)?|levertijd|leveren|opsturen',
  returns: 'retour(?:neren|zenden)?|terugsturen|geld terug|annuleren|annulering|afzeggen|omruilen',
  payment:
    'betalen (?:met|per|via|contant)|pinnen|contant|betaalmogelijkheden|betaalmethode[sn]?|(?:met|via|per) ideal|(?:accepteren|accepteert|nemen|neemt) (?:jullie|u) (?:ook )?ideal|ideal (?:mogelijk|betalen)|(?:kan|mag) ik (?:ook )?(?:pinnen|contant betalen)',
  person: 'wie (?:is|zijn|kan|doet|komt|werkt|heeft|zit|was)|bij wie|(?:iemand|een \\p{L}+) die (?:\\p{L}+ ){0,6}(?:spreekt|spreken|uitleggen|uitlegt)',
  exists:
    '(?:^\\s*|\\b)(?:hebben|verkopen|doen|maken|leveren|bieden|plaatsen|verhuren|repareren|vegen) (?:jullie|u)|(?:is|zijn) er (?:een|ook)|kan (?:dat|het) (?:ook|bij jullie)',
  duration: 'hoe lang|hoelang|duurt|duur van|wachttijd|hoeveel (?:dagen|weken|uur|minuten|tijd)|van tevoren',
  quantity:
    'hoeveel(?! (?:kost|kosten|betaal|betalen|bedraagt|vragen|dagen|weken|uur|minuten|tijd|(?:is|zijn) (?!er\\b)|(?:borg|borgsom|waarborg|aanbetaling|voorschot|entree|entreegeld|inschrijfgeld|geld)\\b))|capaciteit',
  list: 'wat (?:\\w+ )?(?:verkopen|bieden|hebben|doen) (?:jullie|u)|welke (?:\\w+ )?(?:verkopen|bieden|hebben|plaatsen|installeren) (?:jullie|u)|assortiment|aanbod',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const DUTCH_INTENT_WORDS = `prijs prijzen prijslijst tarief tarieven kost kosten betalen betaal duur goedkoop goedkoopste duurste voordeligste
   voorraad uitverkocht leverbaar beschikbaar openingstijden openingsuren geopend gesloten laat kantoortijd kantoortijden bereikbaar
   waar adres locatie routebeschrijving telefoonnummer bellen nummer mailen emailadres contact contacteren bereiken
   verzenden verzending verzendkosten bezorgen bezorging bezorgkosten levertijd leveren retour retourneren terugsturen annuleren annulering afzeggen
   pinnen contant betaalmogelijkheden betaalmethode wie lang hoelang duurt wachttijd hoeveel capaciteit assortiment aanbod spreekt spreken`;

/**
 * Function words and filler: removed only from a Dutch question ("die", "van", "was" and "door" are
 * words elsewhere). Parts of the day ("ochtend", "avond") stay: they narrow the hours.
 */
export const DUTCH_STOP_WORDS = `de het een en of maar dat die dit deze daar hier er is zijn waren ben bent word wordt worden werd
   daarmee daarvoor daarover daarop daarin daarbij ermee ervoor erover erop erin erbij
   ik jij je u wij we zij ze hij mijn jullie uw onze hun hem mij me mezelf
   van voor naar met bij op aan in uit om tot door over onder tegen zonder tussen na sinds per als dan
   wat waar wanneer welke welk hoe waarom wie hoeveel
   kan kun kunt kunnen mag mogen moet moeten wil wilt willen zou zouden zal zullen heb hebt heeft hebben had hadden ga gaat gaan doe doet doen
   niet geen wel ook nog al even toch nou eens maar misschien graag alstublieft alsjeblieft aub svp bedankt dank dankjewel dankuwel
   hallo hoi hey goedemorgen goedemiddag goedenavond beste groeten vriendelijke
   zo erg heel veel weinig meest alle allemaal iets niets iemand niemand ander andere eigen
   ongeveer precies eigenlijk gewoon echt trouwens eventueel alvast nu straks vandaag morgen binnenkort
   weten vragen vraag zeggen zien komen komt krijgen krijg krijgt`;
