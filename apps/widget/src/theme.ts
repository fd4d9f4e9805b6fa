import type { CSSProperties } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

export type WidgetMode = 'chat' | 'voice' | 'both';

/**
 * The business's look from the assistant's `branding` (saved on the widget-settings page): colours
 * become CSS variables, checked here too so a bad value can never reach the style sheet.
 */
export function lookFrom(branding: Record<string, string> | undefined, voiceIncluded = true): { style: CSSProperties; mode: WidgetMode } {
  const style: Record<string, string> = {};
  if (branding?.primary_color && HEX.test(branding.primary_color)) style['--parley-brand'] = branding.primary_color;
  if (branding?.text_color && HEX.test(branding.text_color)) style['--parley-on-brand'] = branding.text_color;
  // A plan without voice makes every agent chat-only, whatever the settings say (the server refuses its calls).
  const mode = !voiceIncluded ? 'chat' : branding?.mode === 'chat' || branding?.mode === 'voice' ? branding.mode : 'both';
  return { style, mode };
}
