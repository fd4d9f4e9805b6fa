/** The proactive-message script (`/widget-proactive.js?apiKey=…`), added by the loader only when the agent has a trigger on. */
import { startProactive } from './proactive-runtime';

const script = document.currentScript as HTMLScriptElement | null;
if (script) {
  const url = new URL(script.src);
  void startProactive({ origin: url.origin, apiKey: url.searchParams.get('apiKey') ?? '' });
}
