import type { Intent } from './question';

/**
 * Danish, and Norwegian Bokmål where it writes a question word otherwise ("hvad"/"hva", "hvor
 * meget"/"hvor mye", "åbent"/"åpent", "I"/"dere"), as visitors type it, for asks.ts's tables (kept
 * here for that file's length): one line an intent, the words that only say which kind of answer is
 * wanted, and the function words. Folded as asks.ts's header says, and "ø" as "o", "æ" as "ae"
 * ("åbningstider" is "abningstider", "hvornår lukker I" "hvornar lukker i", "tilgængelig"
 * "tilgaengelig").
 *
 * Every line is matched against questions in every language, so a word another language writes with
 * another meaning is narrowed or left out: "pris" is French, so only "prisen", "priser" and "pris
 * på/for" ask a price; "kort" is short as well as a card, so only "tager I kort" asks how to pay;
 * "hvor" asks where only before "ligger", "finder", "holder til" or "er I/dere".
 */
export const DANISH_ASKS: Record<Intent, string> = {
  cheapest: 'billigst\\p{L}*',
  priciest: 'dyrest\\p{L}*',
  price:
    'hva(?:d)? (?:\\p{L}+ )?(?:koster|kostede|kommer (?:det|de|den) (?:til|pa)|bliver (?:det|prisen)|blir (?:det|prisen)|tager (?:i|de) for|tar dere for)|hvor (?:meget|mye) (?:koster|bliver|blir|er|tager|tar|betaler)|koster (?:det|de|den)|prisen|priser(?:ne)?|prisforskel\\p{L}*|prisliste\\p{L}*|pris (?:for|pa)|gebyr\\p{L}*|afgift(?:en)?',
  availability: 'pa lager|lagerstatus|udsolgt|utsolgt|tilgaengelig\\p{L}*|tilgjengelig\\p{L}*',
  hours:
    'abningstid\\p{L}*|apningstid\\p{L}*|(?:har|er) (?:i|dere) (?:\\p{L}+ )?(?:abent|apent|abne|apne)|abent|apent|lukker|lukket|stengt|stenger|hvornar (?:abner|lukker|har i)|hvor (?:sent|laenge|lenge) (?:har|er) (?:i|dere)',
  location: 'hvor (?:ligger|finder (?:jeg|man|vi)|finner (?:jeg|man|vi)|holder (?:i|dere) til|er (?:i|dere|jer))|adressen|vejvisning|veibeskrivelse',
  phone: 'telefonnummer\\p{L}*|ringe til (?:jer|dere)|ring(?:er)? til (?:jer|dere)',
  email: 'e-?mailadresse\\p{L}*|e-?postadresse\\p{L}*|maile til',
  contact: 'kontakte (?:jer|dere)|komme i kontakt|fa fat i (?:jer|dere)',
  shipping: 'fragt(?:en|fri|prisen)|levering(?:en)?|sender dere|leverer (?:i|dere)',
  returns:
    'returnere|returnering|returret\\p{L}*|fortrydelsesret\\p{L}*|angrerett\\p{L}*|pengene tilbage|pengene tilbake|afbestil\\p{L}*|avbestill\\p{L}*|afbud|avbud',
  payment: 'betale (?:med|kontant)|betaling\\p{L}*|betalingsmetode\\p{L}*|mobilepay|vipps|tager (?:i|de) kort|tar dere kort|dankort',
  person: 'hvem (?:er|kan|skal|arbejder|jobber|snakker|taler|ved|vet|har)|hvem hos (?:jer|dere)|(?:nogen|noen) (?:der|som) (?:taler|snakker|kan)',
  exists:
    'har (?:i|dere) (?:\\p{L}+ )?(?:nogen|noget|nogle|noen|noe)|(?:^\\s*|[,;] *)(?:saelger|selger|tilbyder|tilbyr|laver|lager) (?:i|dere)|er der (?:nogen|noget|nogle)|finnes det|fins det',
  duration: 'hvor (?:lang tid|laenge|lenge)|tager det|hvor mange (?:dage|dager|timer|minutter|uger|uker)|gyldig\\p{L}*|ventetid\\p{L}*',
  quantity: 'hvor mange (?:personer|pladser|plasser|stk)|kapacitet',
  list: 'hva(?:d)? (?:\\p{L}+ )?(?:har i|har dere|saelger i|selger dere|tilbyder i|tilbyr dere)|sortiment\\p{L}*|udvalg\\p{L}*|utvalg\\p{L}*',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const DANISH_INTENT_WORDS = `koster kostede pris prisen priser prisliste prisforskel prisforskellen gebyr gebyret afgift afgiften billigst billigste dyrest dyreste billigere dyrere
   lagerstatus udsolgt utsolgt tilgaengelig tilgjengelig abningstid abningstider apningstid apningstider abent apent abne apne abner apner lukker lukket stengt stenger
   adresse adressen ligger vejvisning veibeskrivelse telefonnummer telefonnummeret ringe mailadresse epost kontakte
   fragt fragten levering leveringen returnere fortrydelsesret angrerett afbestille afbestilling avbestille avbestilling afbud avbud
   betale betaling betalingsmetode betalingsmetoder kontant kontanter hvem snakker taler laenge lenge gyldig ventetid kapacitet sortiment udvalg utvalg`;

/**
 * Function words and filler: removed only from a Danish or Norwegian question ("der", "den", "man"
 * and "hvis" are words elsewhere). "Hej" and "hei" are greetings; "få lavet" (get done) and "gøre"
 * name nothing; "tid" stays, since "bestille tid" is booking a time; Norwegian "å" (to) is folded "a".
 */
export const DANISH_STOP_WORDS = `og i pa af av for med til fra om at a som det den de en et er var vaere vaeret blir bliver blev ble har havde hadde kan kunne skal skulle vil ville ma matte far fik fikk
   jeg du han hun vi dere jer man mig meg dig deg ham hende henne os oss min mit mine din dit dine sin sit sine vores jeres deres
   hvad hva hvilken hvilket hvilke hvordan hvornar nar hvorfor hvor ikke ja nej nei ogsa bare meget mye lidt litt nogen noen noget noe nogle alle alt
   hej hei hallo tak takk venligst vennligst sa da nu na her der derefter etter efter inden innen under over uden uten mod mot hos ved eller men ca cirka maske kanskje gerne gjerne
   lige jo vel nok allerede stadig aldrig aldri altid alltid ofte helt sig seg hvis mest fa lave lavet laver gore gor gjort gjore gjor ske sker kl klokken klokka`;
