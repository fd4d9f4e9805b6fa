export { widgetSnippet, type SnippetOptions } from './snippet';
