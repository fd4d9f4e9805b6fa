import { fold } from './fold';
import type { Question } from './question';

/** The language a question is clearly written in, by its script or its words; null when unsure. */
export function detectLanguage(text: string): Question['language'] {
  if (/[\u0590-\u05ff]/.test(text)) return 'he';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (isKorean(text)) return 'ko';
  if (isRussian(text)) return 'ru';
  if (/[\u4e00-\u9fff]/.test(text))
    return /[们这个么还吗钱货费务价营时间联系这说]/.test(text) ? 'zh-Hans' : /[們這個麼還嗎錢貨費務價營時間聯係說]/.test(text) ? 'zh-Hant' : 'zh-Hans';
  const folded = ` ${fold(text)} `;
  // Before Polish and German, which share "jak", "jaka" and "den" with it.
  if (isCzech(text, folded)) return 'cs';
  if (isTurkish(text, folded)) return 'tr';
  if (isDanish(text, folded)) return 'da';
  if (isSwedish(text, folded)) return 'sv';
  if (isPolish(text)) return 'pl';
  // Before German, whose "das" is Portuguese "of the" too; umlauts, ñ and ¿ are never Portuguese.
  if (!/[äöüß¿¡ñ]/i.test(text) && isPortuguese(text, folded)) return 'pt';
  if (isDutch(folded)) return 'nl';
  const german =
    folded.match(
      / (ich|und|ihr|habt|gibt|kostet|kosten|wie|wann|welche[rsnm]?|nicht|mit|fur|ein|eine|einen|der|die|das|dem|den|zu|auf|ist|sind|bei|euch|konnen|kann|mein|meine|wir|oder|auch|noch|schon|uhr|bitte|viel|mochte|geoffnet|offen|wo|nehmt|macht|bietet|seid|konnt|euer|eure|jemand|aus|eurem|euren|eurer|spricht|sprecht|sprechen|versteht|kaum|hallo|haben|sie|von|vom|zum|zur|sehr|wer|warum|kein|keine|dann|aber|weil|nach|mir|mich|unsere|eigentlich|wieder|gerne)(?![\p{L}])/gu,
    )?.length ?? 0;
  if (german >= 2 || (german >= 1 && /[äöüß]/i.test(text))) return 'de';
  // Spanish punctuation and ñ are Spanish's alone: no French or Italian reading outweighs them.
  if (/[¿¡ñ]/.test(text)) return 'es';
  if (isItalian(text, folded)) return 'it';
  if (isFrench(text, folded)) return 'fr';
  // A Spanish word in English ("hay fever", "a para…") is no Spanish question: more of them than English's.
  const spanish =
    folded.match(/ (que|cuanto|cuesta|donde|tienen|hay|para|los|las|el|una|envios?|precio|horario|abren|gracias|hola|puedo|esta|como)(?=[^\p{L}])/gu)?.length ??
    0;
  const english = folded.match(/ (the|is|are|do|does|how|what|where|when|you|your|can|i|to|of|for|and|my|we|there|that|it)(?=[^\p{L}])/gu)?.length ?? 0;
  if (spanish > english) return 'es';
  if (/ (the|is|are|do|does|how|what|where|when|you|your|can|i) /.test(folded)) return 'en';
  // A short follow-up no other language claims: "A jakby to był laptop gamingowy?"
  if (isPolish(text, true)) return 'pl';
  return null;
}

/** French by its function words (none Spanish shares: "la", "de", "en" count for neither), its elisions ("qu’", "c’est") and its accents, and more so than English. */
function isFrench(text: string, folded: string): boolean {
  const count = (pattern: RegExp) => folded.match(pattern)?.length ?? 0;
  const french =
    count(
      / (je|vous|nous|est|sont|les|des|du|au|aux|avec|pour|quel|quelle|quels|quelles|combien|chez|bonjour|merci|svp|ca|il|elle|faites|avez|peux|pouvez|peut|puis|faut|une|qui|quand|ou|et|sur|pas|on|le|est-ce|mon|ma|mes|votre|vos|notre|nos|dans|par|tout|tres|aussi|bien|voudrais|quoi|comment|pourquoi|ce|cette|ces|fait|cest|jai)(?=[ -])/g,
    ) +
    (/(?:^|[^\p{L}])(?:c|j|l|d|qu|s|n)['’]\p{L}/iu.test(text) ? 2 : 0) +
    (/[àâçèéêëîïôûùœ]/i.test(text) ? 1 : 0);
  const english = count(/ (the|is|are|do|does|how|what|where|when|you|your|can|i|a|to|of|for|and|my|we)(?= )/g);
  return french >= 2 && french > english;
}

/**
 * Italian by words neither Spanish nor French share ("il", "gli", "della", "per", "che", "avete",
 * "c’è", "qual è") and its elisions ("dell’", "all’", "un’"), and more so than English (whose "i"
 * and "a" are Italian words too); verbs with Italian-only endings count twice.
 */
function isItalian(text: string, folded: string): boolean {
  const count = (pattern: RegExp) => folded.match(pattern)?.length ?? 0;
  const italian =
    count(
      / (il|gli|della|dello|delle|degli|dei|nel|nella|nelle|nei|alla|alle|ai|dal|dalla|dalle|sul|sulla|per|che|chi|di|ci|e|ho|sono|anche|dove|quando|quanto|quanta|quanti|quante|quale|quali|qual|costa|costano|prezzo|prezzi|orario|orari|aperto|aperta|aperti|chiuso|chiusa|chiusi|prenotare|prenoto|prenotazione|grazie|buongiorno|ciao|questo|questa|mio|mia|nostro|nostra|vostro|vostra|fino|ora|notte|notti|anni|bambini|bambino|possono|puoi|puo|devo|deve|dopo|verso|gia|piu|molto|tutto|tutti|ogni|oppure|senza|ancora|qualcuno|qualcosa)(?= )/g,
    ) +
    2 *
      count(
        / (avete|siete|potete|fate|sapete|offrite|accettate|qualche|abbiamo|possiamo|facciamo|vogliamo|vorrei|vorremmo|dobbiamo|siamo|arriviamo|posso|pagare|prossim[oaie]|comincia|cominciano|finisce|finiscono|pomeriggio|mattina|ufficio|pranzo|parla|parlano|figlio|figlia|bimbi|ragazzi|disdire|spendiamo|lezione|lezioni|settimana|giorni|invece|faccio|voglio|quindi|allora|perche|sarebbe)(?= )/g,
      ) +
    (/(?:^|[^\p{L}])(?:dell|dall|nell|sull|all|quest|quell|dov|un|c)['’]\s?(?!est\b)\p{L}/iu.test(text) ? 2 : 0);
  const english = count(/ (the|is|are|do|does|how|what|where|when|you|your|can|to|of|for|and|my|we)(?= )/g);
  const french = count(/ (je|vous|nous|est|sont|les|des|du|au|aux|avec|pour|y|ou|et|une|pas|on|est-ce)(?=[ -])/g);
  return italian >= 2 && italian > english && italian > french;
}

/** Whole words of a folded question, a word ending at any non-letter ("custa?", "fecham-se"). */
const wholeWords = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'gu');
const wordsMatched = (folded: string, words: RegExp) => folded.match(words)?.length ?? 0;

/** Portuguese words Spanish, Italian or French write too ("para", "quanto", "posso", "do"): they count once. */
const PORTUGUESE_SHARED = wholeWords(
  'o|os|do|da|das|no|na|nas|pelo|pela|um|num|para|por|qual|quanto|quanta|quando|como|posso|preciso|esta|estamos|queria|podemos|ja|mais|sim|aqui|ate|sua|sao|esse|essa|esses|essas|horario|horarios|dia|ola|ser|demora|entregas?|fecha',
);
/**
 * Words only Portuguese writes, typed with accents or without ("você"/"voce", "não"/"nao", "têm"/"tem"),
 * in Portugal and Brazil ("vocês", "vcs", "pra", "aluguer", "aluguel"): they count twice.
 */
const PORTUGUESE_OWN = wholeWords(
  'voce|voces|vc|vcs|nao|estao|estou|tem|teem|tenho|temos|uma|umas|numa|com|em|sem|ao|aos|meu|minha|meus|minhas|seu|seus|suas|nosso|nossa|nossos|nossas|vosso|vossa|vossos|vossas|dele|dela|ele|ela|eles|elas|lhe|lhes|quais|quem|onde|quantos|quantas|custa|custam|custo|preco|precos|fica|ficam|abrem|fecham|aberto|abertos|aberta|abertas|fechado|fechados|fechada|fechadas|obrigad[oa]|muito|muita|muitos|muitas|tambem|ainda|agora|hoje|amanha|isso|isto|pode|podem|poderia|gostaria|gostariamos|quero|fazem|fazer|faz|sou|vou|tudo|algum|alguma|alguns|algumas|alguem|nenhum|nenhuma|outro|outra|outros|outras|depois|desculp[ae]|pra|criancas?|filh[oa]s?|pessoas|noites|loja|lojas|endereco|aluguer|aluguel|estacionamento|chegar|chego|chegamos|levar|deixar|dizer|falar|fala|falam|aceita|aceitam|atendem|funcionam|trabalham|entregam|acontece|chove|chover',
);
/** What Spanish, Italian, French, German and English write and Portuguese does not ("una", "con", "il", "per", "vous", "the"). */
const NOT_PORTUGUESE = {
  es: wholeWords(
    'el|los|las|del|al|y|en|es|son|hay|tiene|tienen|tengo|cuanto|cuanta|cuantos|cuantas|cuesta|cuestan|donde|cuando|cual|cuales|quien|precio|precios|gracias|hola|puedo|puede|pueden|muy|pero|hacer|hace|hacen|quiero|quisiera|necesito|hasta|yo|mi|mis|su|sus|lo|le|les|ya|con|sin|nosotros|ahora|mucho|tambien|usted|ustedes|un|una|unos|unas|personas|ninos|manana|ese|esa|eso|esto|abren|cierran|abierto|abierta|cerrado|cerrada',
  ),
  it: wholeWords(
    'il|gli|lo|un|una|con|del|al|della|dello|delle|degli|dei|nel|nella|nelle|nei|alla|alle|ai|dal|dalla|dalle|sul|sulla|per|che|chi|di|ci|sono|anche|dove|costa|costano|prezzo|prezzi|orario|orari|aperto|aperta|aperti|chiuso|grazie|questo|questa|mio|mia|piu|molto|tutto|tutti|ogni|ho|ha|avete|siete|potete|vorrei',
  ),
  fr: wholeWords(
    'je|vous|nous|est|sont|le|les|des|du|au|aux|en|un|une|avec|pour|quel|quelle|quels|quelles|combien|chez|bonjour|merci|pas|on|ce|cette|ces|il|elle|qui|dans|sur',
  ),
  de: wholeWords(
    'ich|und|ihr|habt|gibt|kostet|kosten|wie|wann|was|wo|nicht|mit|fur|ein|eine|einen|der|die|dem|den|zu|auf|ist|sind|bei|euch|kann|wir|oder|auch|noch|uhr|bitte|sie|von|vom|zum|zur|es|habe|haben|hat',
  ),
  en: wholeWords('the|is|are|do|does|how|what|where|when|you|your|can|to|of|for|and|my|we|i|it|at|in|on|have|there|that|this|with'),
};

/**
 * Portuguese by the words only it writes, its ã and õ, its "-ção/-ções" endings ("-cao/-coes" too,
 * so "informacao" typed without accents counts), a lone "é" and "há" (Italian writes "è", "ha"), and
 * more so than by the words only Spanish, Italian, French, German or English write: "Quanto costa
 * il noleggio?" and "Quiero una mesa para dos" share a word or two with it and stay theirs.
 */
function isPortuguese(text: string, folded: string): boolean {
  // Some of Portuguese's own is needed: "um", "da", "quanto", "posso" are German's, Italian's and Spanish's too.
  const own =
    2 * wordsMatched(folded, PORTUGUESE_OWN) +
    // In a word typed in lower case: "São Paulo", "Conceição" are names an English question may hold.
    (/(?<![\p{L}])\p{Ll}\p{L}*[ãõ]/u.test(text) ? 2 : 0) +
    (/(?<![\p{L}])\p{Ll}\p{L}{2,}(?:ção|ções|cao|coes)(?![\p{L}])/u.test(text) ? 2 : 0) +
    (/(?<![\p{L}])(?:é|há)(?![\p{L}])/iu.test(text) ? 2 : 0) +
    // "Qual o …", "o que …": Spanish says "cuál es el", Italian "qual è il".
    (/(?<![\p{L}])(?:(?:qual|quais) (?:e )?(?:o|a|os|as)|o que)(?![\p{L}])/u.test(folded) ? 2 : 0);
  const portuguese = own + wordsMatched(folded, PORTUGUESE_SHARED);
  return own >= 2 && portuguese >= 2 && Object.values(NOT_PORTUGUESE).every((words) => portuguese > wordsMatched(folded, words));
}

/** Words only Dutch writes ("jullie", "het", "een", "wij", "hoeveel"); German's "wie", "was", "die" and English's "is" count for neither. */
const DUTCH_OWN = wholeWords(
  'het|een|jullie|julie|jij|wij|ik|mijn|onze|uw|niet|geen|ook|voor|bij|naar|met|wat|hoe|hoeveel|waar|wanneer|welke|welk|kost|kosten|zijn|heeft|hebben|heb|kunnen|kan|kunt|moet|moeten|graag|bedankt|hallo|goedemorgen|goedemiddag|goedenavond|deze|dit|dat|er|nog|wel|maar|als|dan|tot|uur|zaterdag|zondag|maandag|dinsdag|woensdag|donderdag|vrijdag|trouwens|even|ongeveer|laat|open|wordt|worden|zo|te|om|op|van|de|en|je|we|u',
);
/** What German, English and the Romance languages write and Dutch does not. */
const NOT_DUTCH = wholeWords(
  'ich|und|ist|nicht|ein|eine|einen|der|das|dem|den|zu|auf|sind|bei|euch|ihr|habt|gibt|kostet|wann|wo|uhr|the|are|do|does|how|what|where|when|you|your|can|to|of|for|and|my|il|la|le|les|el|los|que|di|des|du|est|per|con|para|una|um|uma|nao|voce|je|vous|sono|avete',
);

const DUTCH_MARKS = wholeWords(
  'het|een|jullie|julie|wij|ik|mijn|niet|geen|ook|nog|hoeveel|wanneer|welke|kost|heeft|hebben|zijn|gaan|moet|moeten|mogen|wilt|zouden|kan|kunt|kunnen|graag|bedankt|goedemiddag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|uur|trouwens|zitten|zit|krijgen|krijg|betalen|betaal|weten|weet|willen|wil',
);
/** Pairs only Dutch writes, and its words no other language here has ("jullie", "hoeveel"): each counts twice more. */
const DUTCH_STRONG = wholeWords(
  'jullie|hoeveel|bedankt|trouwens|alstublieft|wat (?:kost|is de|is het|zijn de)|hoe (?:laat|duur|lang|kan|kom)|is (?:de|het|er)|op (?:maan|dins|woens|donder|vrij|zater|zon)dag|met pin',
);

/** Dutch by its own words (several: "de", "en", "op", "van" alone are anyone's), more than German's, English's or the Romance languages'. */
function isDutch(folded: string): boolean {
  const own = wordsMatched(folded, DUTCH_OWN);
  // "wat" and "hoe" are English chat too ("wat time u open?"): only Dutch's own words and pairs mark it.
  const pairs = wordsMatched(folded, DUTCH_STRONG);
  const marked = wordsMatched(folded, DUTCH_MARKS) + 2 * pairs;
  return marked >= 2 && (own >= 3 || (pairs > 0 && own >= 2)) && own > 1.5 * wordsMatched(folded, NOT_DUTCH);
}

/** Words only Polish writes (none is a word of the other languages read here), and its short ones that others share. */
const POLISH_WORDS =
  / (?:macie|jestescie|jestem|mozecie|oferujecie|naprawiacie|pracujecie|sprzedajecie|robicie|kosztuje|kosztuja|gdzie|kiedy|dziekuje|prosze|chcialbym|chcialabym|potrzebuje|jeszcze|wasz|wasza|wasze|waszego|waszej|przyjmujecie|akceptujecie|wysylacie|otwieracie|zamykacie|cennik|godziny|dojechac|ktorej)(?![\p{L}])/gu;
const POLISH_HINTS = / (?:czy|jest|ile|jak|jaki|jaka|jakie|dla|przez|bardzo|juz|tez|albo|ktory|ktora|ktore|mozna|moge|trwa|jakby|byl|byla|bylo)(?![\p{L}])/gu;
const SHARED_SHORT = / (?:w|z|i|na|do|po|za|ze|to|co|u|mi|mnie)(?![\p{L}])/gu;
/** A word with a letter of Polish's own: lower case, or first in its sentence (a capital inside one is a name: "Gdańsk", "Łódź"). */
const POLISH_LETTERED = /(?:^|[.!?]\s+)\p{L}*[ąęłśźżńĄĘŁŚŹŻŃ]\p{L}*|(?<![\p{L}])\p{Ll}*[ąęłśźżń]\p{L}*/gu;
const LOWER_LETTERED = /(?<![\p{L}])\p{Ll}*[ąęłśźżń]\p{L}*/gu;
/** A capitalised word inside a sentence is a name ("Ile de Ré", "the Jak bike"), no word of its language. */
const NAME_INSIDE = /(?<=[\p{L}\p{N},;:]\s+)\p{Lu}\p{L}*/gu;

/**
 * Polish by a word only it writes ("macie", "gdzie", "kosztuje"), two of its other words ("czy",
 * "ile", "jest"), or its own letters ("ą", "ę", "ł", "ś", "ź", "ż", "ń") in words that are no names
 * (two, or one beside one of those words); the short words it shares ("do", "to", "na", "w")
 * count only beside them. "Do you ship to Wrocław?" and German "Können Sie …, wann Sie …?" stay theirs.
 * `weak`: asked once no other language claimed the text, one of those letters in a lower-case word,
 * or one of its words beside a short one, is enough.
 */
function isPolish(text: string, weak = false): boolean {
  const count = (pattern: RegExp, where: string) => where.match(pattern)?.length ?? 0;
  const words = ` ${fold(text.replace(NAME_INSIDE, ' '))} `;
  const own = count(POLISH_WORDS, words);
  const hints = count(POLISH_HINTS, words);
  const short = count(SHARED_SHORT, words);
  const lettered = count(POLISH_LETTERED, text);
  if (weak) return count(LOWER_LETTERED, text) >= 1 || (hints >= 1 && short >= 1);
  return own >= 1 || hints >= 2 || (hints >= 1 && short >= 2) || lettered >= 2 || (lettered >= 1 && hints >= 1);
}

/** Letters Czech (and Slovak) write and Polish, German and the Romance languages never do, in a word written lower case (not "České Budějovice", "Dvořák"). */
const CZECH_LETTERED = /(?<![\p{L}])\p{Ll}*[ěřůďťňýčšž]\p{L}*/gu;
/** Words only Czech or Slovak writes, folded ("kolik", "máte", "můžu", "prosím", "koľko"); one of them says it. */
const CZECH_OWN = wholeWords('kolik|kolko|kde|kdy|jsou|jste|jsem|muzu|muzete|prosim|dekuji|chci|potrebuju|dneska|jeste|vubec|otevirate|zavirate|otevreno');
/** Words Czech shares with a neighbour or writes as another language's word: two of them, or one with a letter of its own. */
const CZECH_HINTS = wholeWords('mate|chtela|chtel|nejaky|nejake|nejakou|posilate|nebo|taky|kdyz|ktery|ktera|ktere|mozne|zaplatit|kartou|dobry');

/**
 * Czech (or Slovak) by its own words, or by its letters with a háček in its ordinary words; not
 * Croatian, whose "ć" and "đ" Czech never writes, nor an English question that names a Czech town.
 */
function isCzech(text: string, folded: string): boolean {
  if (/[ćđ]/iu.test(text)) return false;
  const english = folded.match(/ (the|is|are|does|how|what|where|when|you|your|can)(?=[^\p{L}])/gu)?.length ?? 0;
  if (english >= 2) return false;
  const own = wordsMatched(folded, CZECH_OWN);
  const hints = wordsMatched(folded, CZECH_HINTS);
  const letters = text.match(CZECH_LETTERED)?.length ?? 0;
  return own >= 1 || hints >= 2 || letters >= 2 || (letters >= 1 && hints >= 1);
}

/** Words only Turkish writes, folded ("kaç" as "kac", "musunuz", "merhaba"); one of them says it. */
const TURKISH_OWN = wholeWords(
  'musunuz|misiniz|musun|misin|miyim|muyum|merhaba|nerede|nerde|kac|kaca|icin|lutfen|tesekkurler|nasil|hangisi|fiyati|ucreti|ucretli|yapiyor|ediyor|istiyorum|lazim|ne kadar|var mi|yok mu',
);
/** Turkish's own letters, dotless "ı", "ğ" and "İ"; Romanian writes "ş" too, so it counts only beside one of them. */
const TURKISH_LETTERS = /[ığİ]/gu;

/** Turkish by a word only it writes, or by two of its own letters, or one beside an "ş" ("Beşiktaş'tayım, Avrupa yakasına"). */
function isTurkish(text: string, folded: string): boolean {
  const own = wordsMatched(folded, TURKISH_OWN);
  const letters = text.match(TURKISH_LETTERS)?.length ?? 0;
  return own >= 1 || letters >= 2 || (letters >= 1 && /ş/u.test(text));
}

/** Words only Swedish (or its neighbours Norwegian and Danish, read alike) writes, folded; one says it. */
const SWEDISH_OWN = wholeWords('och|jag|vad|hur|inte|kostar|finns|oppet|nagon|nagot|nagra|vilken|vilka|vilket|varfor|ocksa|mycket|skulle|kanske');
/** Swedish words other languages write too ("ni", "har", "kan", "det", "en"): two of them. */
const SWEDISH_HINTS = wholeWords('ni|har|kan|det|ar|en|ett|med|for|till|pa|om|man|vi|min|mitt|mina|er|ert');

/** Swedish by a word of its own with another of its words, or by "å" in a word with one. */
function isSwedish(text: string, folded: string): boolean {
  const own = wordsMatched(folded, SWEDISH_OWN);
  const hints = wordsMatched(folded, SWEDISH_HINTS);
  return own >= 2 || (own >= 1 && hints >= 1) || (/å/iu.test(text) && own + hints >= 2);
}

const DANISH_OWN = wholeWords(
  'abent|apent|abner|apner|lukker|lukket|tirsdag|hvad|hva|hvor|hvornar|hvem|hvordan|hvilke|hvilken|hvilket|jeg|ikke|koster|jer|dere|jeres|deres|noget|nogen|noen|noe|nogle|meget|mye|lidt|litt|ogsa|leje|uge|saelger|selger|tager|imod|muligt',
);
/** Danish and Norwegian words other languages write too ("er", "og", "det", "har"). */
const DANISH_HINTS = wholeWords('er|og|det|til|har|kan|vi|et|pa|med|om|min|mine|der|som|skal|vil|ved|meg|deg|hvis');

/**
 * Danish or Norwegian Bokmål (one reading: they write their questions with the same words, mostly)
 * by a word of its own with another of its words, or with "æ" or "ø" (never Swedish).
 */
function isDanish(text: string, folded: string): boolean {
  const own = wordsMatched(folded, DANISH_OWN);
  const hints = wordsMatched(folded, DANISH_HINTS);
  return own >= 2 || (own >= 1 && hints >= 1) || (/[æø]/iu.test(text) && own >= 1);
}

/** Russian (or a Ukrainian's Russian) where Cyrillic outweighs Latin letters: not a name in Cyrillic inside a German question ("die Banja «Кедр»"). */
function isRussian(text: string): boolean {
  const cyrillic = text.match(/[\u0400-\u04ff]/g)?.length ?? 0;
  return cyrillic > 0 && cyrillic > (text.match(/[a-z]/gi)?.length ?? 0);
}

/** Korean where Hangul outweighs Chinese characters and is no name inside a Latin sentence ("the 홍대점 branch"). */
function isKorean(text: string): boolean {
  const hangul = text.match(/[\uac00-\ud7af]/g)?.length ?? 0;
  const han = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return hangul > han && hangul * 3 >= latin;
}
