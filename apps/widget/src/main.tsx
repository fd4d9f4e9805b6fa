import { initI18n, isSupportedLanguage } from '@parley/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createChatApi } from './chat-api';
import { ChatWidget } from './ChatWidget';
import { hostOrigin } from './host';
import './styles.css';

const params = new URLSearchParams(window.location.search);
const apiKey = params.get('apiKey') ?? '';
const host = hostOrigin();
const close = window.parent !== window ? () => window.parent.postMessage({ type: 'parley:close' }, '*') : undefined;
const visitorKey = 'parley_visitor';
const visitorId = localStorage.getItem(visitorKey) ?? crypto.randomUUID();
localStorage.setItem(visitorKey, visitorId);
const lang = params.get('lang');

void initI18n({ namespaces: ['widget'], plugins: [initReactI18next], ...(lang && isSupportedLanguage(lang) && { browserLanguages: [lang] }) }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChatWidget api={createChatApi({ apiKey, host })} storage={localStorage} storageKey={`parley_chat_${apiKey}`} visitorId={visitorId} pageUrl={host} onClose={close} />
    </StrictMode>,
  );
});
