export { widgetScriptTag, widgetScriptUrl, widgetSnippet, type SnippetOptions } from './snippet';
export { cspText, widgetCspSources, type CspDirective, type CspSource } from './csp';
