import type { CheerioAPI } from 'cheerio';

/** Classes of the page builders' and frameworks' folding panels (Elementor, Bootstrap, Divi, WPBakery, Foundation). */
const PANEL_CLASS = /\b(?:accordion|collapse|tab-content|tab-pane|toggle-content|faq-answer|panel-body|et_pb_toggle_content|vc_tta-panel-body)\b/i;

/**
 * Opens folded panels so their text is read. An FAQ written as an accordion hides each answer
 * (`hidden`, `aria-hidden`) until its question is clicked, yet the answer is the page's content,
 * unlike a hidden template or a closed menu. A panel counts when a control on the page names it
 * (`aria-controls`), when it says it is one (`role="region"` or `"tabpanel"`), or when its class is
 * a known folding panel's.
 */
export function revealFoldedPanels($: CheerioAPI): void {
  const controlled = new Set<string>();
  $('[aria-controls]').each((_, element) => {
    for (const id of ($(element).attr('aria-controls') ?? '').split(/\s+/)) if (id) controlled.add(id);
  });
  $('[hidden], [aria-hidden="true"]').each((_, element) => {
    const panel = $(element);
    const id = panel.attr('id');
    const role = panel.attr('role');
    const isPanel = (id !== undefined && controlled.has(id)) || role === 'region' || role === 'tabpanel' || PANEL_CLASS.test(panel.attr('class') ?? '');
    if (isPanel) panel.removeAttr('hidden').removeAttr('aria-hidden');
  });
}
