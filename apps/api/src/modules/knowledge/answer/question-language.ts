import { fold } from './fold';
import type { Question } from './question';

/** The language a question is clearly written in, by its script or its words; null when unsure. */
export function detectLanguage(text: string): Question['language'] {
  if (/[\u0590-\u05ff]/.test(text)) return 'he';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text))
    return /[们这个么还吗钱货费务价营时间联系这说]/.test(text) ? 'zh-Hans' : /[們這個麼還嗎錢貨費務價營時間聯係說]/.test(text) ? 'zh-Hant' : 'zh-Hans';
  const folded = ` ${fold(text)} `;
  const german =
    folded.match(
      / (ich|und|ihr|habt|gibt|kostet|kosten|wie|wann|welche[rsnm]?|nicht|mit|fur|ein|eine|einen|der|die|das|dem|den|zu|auf|ist|sind|bei|euch|konnen|kann|mein|meine|wir|oder|auch|noch|schon|uhr|bitte|viel|mochte|geoffnet|offen|wo|nehmt|macht|bietet|seid|konnt|euer|eure|jemand|aus|eurem|euren|eurer|spricht|sprecht|sprechen|versteht|kaum|hallo|haben|sie|von|vom|zum|zur|sehr|wer|warum|kein|keine|dann|aber|weil|nach)(?![\p{L}])/gu,
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
        / (avete|siete|potete|fate|sapete|offrite|accettate|qualche|abbiamo|possiamo|facciamo|vogliamo|vorrei|vorremmo|dobbiamo|siamo|arriviamo|posso|pagare|prossim[oaie]|comincia|cominciano|finisce|finiscono|pomeriggio|mattina|ufficio|pranzo|parla|parlano|figlio|figlia|bimbi|ragazzi|disdire|spendiamo|lezione|lezioni|settimana|giorni)(?= )/g,
      ) +
    (/(?:^|[^\p{L}])(?:dell|dall|nell|sull|all|quest|quell|dov|un|c)['’]\s?(?!est\b)\p{L}/iu.test(text) ? 2 : 0);
  const english = count(/ (the|is|are|do|does|how|what|where|when|you|your|can|to|of|for|and|my|we)(?= )/g);
  const french = count(/ (je|vous|nous|est|sont|les|des|du|au|aux|avec|pour|y|ou|et|une|pas|on|est-ce)(?=[ -])/g);
  return italian >= 2 && italian > english && italian > french;
}
