import type { Intent } from './question';

/**
 * Swedish, as visitors type it, for asks.ts's tables (kept here for that file's length): one line an
 * intent, the words that only say which kind of answer is wanted, and the function words. Folded as
 * asks.ts's header says: "å" and "ä" as "a", "ö" as "o" ("öppet" is "oppet", "hur lång tid" "hur lang tid").
 *
 * Every line is matched against questions in every language, so a word another language writes with
 * another meaning is narrowed or left out: French "pris" is taken, so only "priset", "priser" and
 * "pris för" ask a price; "var" is Swedish "was" and Turkish "there is", so only "var ligger" asks
 * where; "kort" is short as well as a card, so only "tar ni kort" and "betala med kort" ask how to pay.
 */
export const SWEDISH_ASKS: Record<Intent, string> = {
  cheapest: 'billigast\\p{L}*',
  priciest: 'dyrast\\p{L}*',
  price:
    'vad (?:\\p{L}+ )?(?:kostar|kostade|blir (?:det|priset)|tar ni (?:for|betalt))|hur mycket (?:kostar|blir|tar ni|betalar|ar)|kostar (?:det|de|den)|kostnad\\p{L}*|priset|priser(?:na)?|prislist\\p{L}*|pris (?:for|pa)|avgift\\p{L}*',
  availability: '(?:i|pa) lager|lagerstatus|slutsald\\p{L}*|tillganglig\\p{L}*|restnoterad\\p{L}*',
  hours:
    'oppettider(?:na)?|vilka tider (?:har|ar) ni|(?:har|ar) ni oppet|oppet|oppnar|stanger|stangt|nar (?:oppnar|stanger) ni|hur (?:sent|lange) (?:har ni oppet|ar ni oppna)',
  location: 'var (?:ligger|finns|hittar (?:jag|man)) (?:ni|butiken|er)|adress(?:en)?|hitta (?:till er|hit)|vagbeskrivning',
  phone: 'telefonnummer|telefonnumret|ringa (?:er|till er)|ring(?:er)? till',
  email: 'e-?post(?:adress\\p{L}*)?|mejl(?:a|adress\\p{L}*)?|maila',
  contact: 'kontakta|na er|komma i kontakt',
  shipping: 'frakt(?:en|kostnad\\p{L}*|fritt|fri)?|leverans\\p{L}*|skickar ni|levererar ni|hemleverans',
  returns: 'retur(?:er|nera)?|angerratt\\p{L}*|oppet kop|pengarna tillbaka|avboka\\p{L}*|avbokning\\p{L}*',
  payment: 'betala (?:med|kontant|med kort)|betalning\\p{L}*|betalsatt|swish|klarna|kontanter|tar ni kort|kortbetalning',
  person: 'vem (?:ar|kan|ska|jobbar|pratar|talar|har)|(?:nagon|nan) som (?:pratar|talar|kan)|vilken av er',
  exists: 'har ni (?:\\p{L}+ )?(?:nagon|nagot|nagra|nan|nat)|(?:^\\s*|[,;] *)(?:saljer|erbjuder|gor) ni|finns det (?:nagon|nagot|nagra|nan|nat)',
  duration: 'hur lang tid|hur lange|tar det|hur manga (?:dagar|timmar|minuter|veckor)|giltig\\p{L}*|vantetid',
  quantity: 'hur manga (?:personer|platser|stycken)|kapacitet',
  list: 'vad (?:\\p{L}+ )?(?:har ni|saljer ni|erbjuder ni)|sortiment\\p{L}*|utbud\\p{L}*',
};

/** Words that only say which kind of answer is wanted; never the subject. */
export const SWEDISH_INTENT_WORDS = `kostar kostade kostnad kostnaden pris priset priser prislista avgift avgiften billigast billigaste dyrast dyraste billigare dyrare
   lagerstatus slutsald slutsalt tillganglig oppettider tider oppet oppna oppnar stanger stangt
   adress adressen ligger hitta vagbeskrivning telefonnummer ringa mejl mejla maila epost kontakta
   frakt frakten fraktkostnad fraktfritt leverans leveransen skickar levererar porto retur returnera angerratt avboka avbokning
   betala betalning betalsatt kontant kontanter kortbetalning vem pratar talar lange giltig vantetid kapacitet sortiment utbud`;

/**
 * Function words and filler: removed only from a Swedish question ("var", "men", "man" and "den"
 * are words elsewhere). "Hej" is a greeting; "tid" stays, since "boka tid" is booking a time.
 */
export const SWEDISH_STOP_WORDS = `och i pa av for med till fran om att som det den de en ett ar var varit blir blev bli har hade kan kunde ska skulle vill ville maste far fick
   jag du han hon vi ni dom man mig dig honom henne oss er era ert eran min mitt mina din ditt dina sin sitt sina vart vara
   vad vilken vilket vilka hur nar varfor vem inte ej ja nej ocksa aven bara mycket lite nagon nagot nagra nan nat alla allt
   hej hallo tack snalla sa da nu har dar sedan efter innan under over utan mot hos vid eller men typ ungefar kanske garna
   ens ju val alltsa liksom resp respektive gang annars dessutom redan fortfarande aldrig alltid ofta helt riktigt just jobbet sent tidigt kl klockan`;
