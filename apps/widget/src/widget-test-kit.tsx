import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { createChatApi } from './chat-api';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';

/** The widget's tests read English; each test starts from an empty document. */
export function inEnglish() {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { widget: en } }, ns: ['widget'], defaultNS: 'widget' });
  });
  afterEach(cleanup);
}

/** The address a fetch was given (the chat API passes a path string). */
export const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** A visitor with nothing stored. */
export const noStorage: ChatWidgetProps['storage'] = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

interface RenderWidgetOptions extends Partial<Omit<ChatWidgetProps, 'api'>> {
  fetcher: typeof fetch;
  apiKey?: string;
  host?: string;
}

/** The widget against a fake runtime (`fetcher`); key `k`, visitor `v`, storage key `c` unless said otherwise. */
export function renderWidget({ fetcher, apiKey = 'k', host, storage = noStorage, storageKey = 'c', visitorId = 'v', ...props }: RenderWidgetOptions) {
  return render(<ChatWidget api={createChatApi({ apiKey, host, fetcher })} storage={storage} storageKey={storageKey} visitorId={visitorId} {...props} />);
}
