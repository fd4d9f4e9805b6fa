import { initI18n, isSupportedLanguage } from '@parley/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { createChatApi } from './chat-api';
import { ChatWidget } from './ChatWidget';
import { frameStorage } from './frame-storage';
import { hostOrigin, parentOrigin } from './host';
import { randomId } from './random-id';
import '@parley/ui/tokens.css';
import './styles.css';

const params = new URLSearchParams(window.location.search);
const apiKey = params.get('apiKey') ?? '';
const host = hostOrigin();
// Inline (Parley's demo pages) there is nothing to close the frame into.
// Messages go to the page around the frame only, never to any origin ('*').
const parent = parentOrigin();
const close =
  window.parent !== window && params.get('inline') !== '1' && parent ? () => window.parent.postMessage({ type: 'parley:close' }, parent) : undefined;
const visitorKey = 'parley_visitor';
const storage = frameStorage();
const visitorId = storage.getItem(visitorKey) ?? randomId();
storage.setItem(visitorKey, visitorId);
const lang = params.get('lang');
// The page's proactive-message script counts a message sent after its bubble opened the chat.
const chatApi = createChatApi({ apiKey, host });
const api: typeof chatApi = {
  ...chatApi,
  send: (...args) => {
    if (window.parent !== window && parent) window.parent.postMessage({ type: 'parley:sent' }, parent);
    return chatApi.send(...args);
  },
};

void initI18n({ namespaces: ['widget'], storage, plugins: [initReactI18next], ...(lang && isSupportedLanguage(lang) && { browserLanguages: [lang] }) }).then(
  () => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <ChatWidget
          api={api}
          storage={storage}
          storageKey={`parley_chat_${apiKey}`}
          visitorId={visitorId}
          pageUrl={host}
          onClose={close}
          voice={{ apiKey, host }}
        />
      </StrictMode>,
    );
  },
);
