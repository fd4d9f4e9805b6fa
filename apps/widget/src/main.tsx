import { initI18n } from '@parley/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { WidgetPanel } from './WidgetPanel';
import './styles.css';

const params = new URLSearchParams(window.location.search);
const close = () => window.parent?.postMessage({ type: 'parley:close' }, '*');

void initI18n({ namespaces: ['widget'], plugins: [initReactI18next] }).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WidgetPanel apiKey={params.get('apiKey')} onClose={window.parent !== window ? close : undefined} />
    </StrictMode>,
  );
});
