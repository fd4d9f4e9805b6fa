import type { ContentPage } from './pages';

interface TitledText {
  title: string;
  body: string;
}

/** The showcase businesses behind the demo routes (apps/api/src/showcase/businesses.ts). */
export type ShowcaseKey = 'trump' | 'tippsy' | 'ordinary' | 'masa';

/** The `marketing` namespace of one language (packages/i18n/locales/{lng}/marketing.json). */
export interface MarketingStrings {
  meta: { title: string; description: string };
  nav: Record<
    'label' | 'skip' | 'home' | 'demos' | 'pricing' | 'faq' | 'examples' | 'manifesto' | 'partnerships' | 'signIn' | 'startFree' | 'language',
    string
  >;
  hero: Record<'eyebrow' | 'title' | 'subtitle' | 'cta' | 'secondary' | 'note', string>;
  pitch: { title: string; lead: string; items: TitledText[] };
  steps: { title: string; items: TitledText[] };
  demo: Record<'title' | 'lead' | 'choose' | 'loading' | 'unavailable' | 'frameTitle' | 'noscript' | 'allDemos', string>;
  closing: Record<'title' | 'body' | 'cta', string>;
  pages: Record<ContentPage, { title: string; lead: string }>;
  demos: { intro: string; open: string; askAbout: string; items: Record<ShowcaseKey, { kind: string; blurb: string; ask: string }> };
  examples: { sampleLabel: string; visitor: string; agent: string; items: { title: string; body: string; question: string; answer: string }[] };
  pricing: Record<
    'interval' | 'monthly' | 'yearly' | 'save' | 'perMonth' | 'perYear' | 'free' | 'cta' | 'ctaFree' | 'everyPlanTitle' | 'questions' | 'faqLink' | 'updated',
    string
  >;
  faq: { items: { q: string; a: string }[] };
  manifesto: { items: TitledText[]; signature: string };
  partnerships: {
    benefitsTitle: string;
    benefits: TitledText[];
    formTitle: string;
    formLead: string;
    fields: Record<'name' | 'company' | 'email' | 'website' | 'message' | 'messageHint', string>;
    submit: string;
    sending: string;
    sent: string;
    formError: string;
    errors: Record<'name' | 'company' | 'email' | 'website' | 'message' | 'tooLong' | 'rateLimited' | 'network', string>;
  };
  privacy: { updated: string; sections: TitledText[] };
  terms: { updated: string; sections: TitledText[] };
  footer: Record<'tagline' | 'rights' | 'privacy' | 'terms' | 'contact', string>;
}

/** What the pricing page borrows from the dashboard's plans modal (`common.json` → `plans`), so both name plans alike. */
export interface PlanStrings {
  names: Record<string, string>;
  features: Record<string, Record<string, string>>;
}
