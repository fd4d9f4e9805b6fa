import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/preload-page';
import { startI18n } from './lib/i18n';
import { initErrorReporting } from './lib/sentry';
import { useAuth } from './stores/auth';
import '@parley/ui/styles.css';
import './styles.css';

initErrorReporting();
// Validation starts at once, in parallel with loading translations (spec §4: start state).
if (useAuth.getState().isAuthenticated) void useAuth.getState().validateToken();

// The page's own chunk downloads while the translations do.
void preloadPage(window.location.pathname);

void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
