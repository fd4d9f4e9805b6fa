import type { CheerioAPI } from 'cheerio';
import { htmlToText, readableText } from './dom-text';
import { findTypedNodes } from './json-ld';
import { asArray, asText, isRecord } from './json-guards';
import type { ExtractedFaq } from './types';

/** FAQs from JSON-LD Question nodes (FAQPage.mainEntity and the like); answers are HTML-stripped. */
export function faqsFromJsonLd(blocks: unknown[]): ExtractedFaq[] {
  const faqs: ExtractedFaq[] = [];
  for (const node of findTypedNodes(blocks, ['Question'])) {
    const question = asText(node.name) ?? asText(node.text);
    const answerNode = asArray(node.acceptedAnswer ?? node.suggestedAnswer).find(isRecord);
    const answerHtml = answerNode ? asText(answerNode.text) : null;
    if (question === null || answerHtml === null) continue;
    const answer = htmlToText(answerHtml);
    if (answer !== '') faqs.push({ question: htmlToText(question), answer });
  }
  return faqs;
}

/** FAQs from page markup: schema.org microdata, <details>/<summary>, and <dt>Question?</dt><dd>. */
export function faqsFromMarkup($: CheerioAPI): ExtractedFaq[] {
  const faqs: ExtractedFaq[] = [];
  const push = (question: string, answer: string) => {
    if (question !== '' && answer !== '') faqs.push({ question, answer });
  };

  $('[itemtype*="schema.org/Question" i]').each((_, element) => {
    const item = $(element);
    const answer = item.find('[itemprop~="acceptedAnswer"], [itemprop~="suggestedAnswer"]').first();
    const answerText = answer.find('[itemprop~="text"]').first();
    const questionName = item.find('[itemprop~="name"]').not(answer.find('[itemprop~="name"]')).first();
    push(readableText(questionName), readableText(answerText.length > 0 ? answerText : answer));
  });

  // Disclosure widgets in site chrome are menus, not FAQs.
  $('details')
    .filter((_, element) => $(element).closest('nav, header, footer').length === 0)
    .each((_, element) => {
      const details = $(element);
      const summary = details.children('summary').first();
      const body = details.clone();
      body.children('summary').remove();
      push(readableText(summary), readableText(body));
    });

  $('dl > dt').each((_, element) => {
    const term = $(element);
    const question = readableText(term);
    if (!question.endsWith('?')) return;
    // All <dd>s up to the next <dt> answer this term.
    push(question, readableText(term.nextUntil('dt', 'dd')));
  });
  return faqs;
}

/** Drops repeats of the same question (the same FAQ is often in JSON-LD and markup); first wins. */
export function dedupeFaqs<T extends ExtractedFaq>(faqs: T[]): T[] {
  const seen = new Set<string>();
  return faqs.filter((faq) => {
    const key = faq.question.toLowerCase().replace(/\s+/g, ' ').trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
