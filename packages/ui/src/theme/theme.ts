import type { CSSProperties } from 'react';

/** The custom properties every component reads; set any of them on :root or a wrapper to theme. */
export const THEME_VARIABLES = [
  '--pl-brand',
  '--pl-brand-strong',
  '--pl-on-brand',
  '--pl-brand-soft',
  '--pl-ink',
  '--pl-muted',
  '--pl-line',
  '--pl-surface',
  '--pl-canvas',
  '--pl-danger',
  '--pl-success',
  '--pl-warning',
  '--pl-radius',
  '--pl-font',
] as const;

export type ThemeVariable = (typeof THEME_VARIABLES)[number];

export interface BrandColours {
  /** The business's main colour, #rgb or #rrggbb. */
  brand: string;
  /** Hover and link colour; derived by darkening the brand when left out. */
  brandStrong?: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/iu;

/** Parses #rgb or #rrggbb; null for anything else (a business's colour comes from a form). */
export function parseHex(colour: string): [number, number, number] | null {
  const text = colour.trim();
  if (!HEX.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((digit) => digit + digit).join('') : text.slice(1);
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance (0 black … 1 white). */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function contrastRatio(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A darker shade of `rgb` (at least 25% darker) that reaches 4.5:1 against `background`. */
function readableShade(rgb: readonly [number, number, number], background: [number, number, number]): number[] {
  let shade: [number, number, number] = [rgb[0] * 0.75, rgb[1] * 0.75, rgb[2] * 0.75];
  for (let step = 0; step < 20 && contrastRatio(shade, background) < 4.5; step += 1) {
    shade = [shade[0] * 0.9, shade[1] * 0.9, shade[2] * 0.9];
  }
  return shade;
}

/**
 * Custom properties for a business's branding: the brand, a darker shade for hover and links, a
 * pale tint for selected rows (the shade is darkened until link-sized text in it reads on white at
 * WCAG AA 4.5:1, so a yellow brand still gets readable links), and whichever of white or near-black reads better on the brand,
 * so a yellow brand still gets legible button text. Invalid colours are ignored (defaults stay).
 */
export function brandTheme({ brand, brandStrong }: BrandColours): CSSProperties {
  const rgb = parseHex(brand);
  if (!rgb) return {};
  const white: [number, number, number] = [255, 255, 255];
  const ink: [number, number, number] = [17, 24, 39];
  const onBrand = contrastRatio(rgb, white) >= contrastRatio(rgb, ink) ? toHex(white) : toHex(ink);
  const strong = parseHex(brandStrong ?? '') ?? readableShade(rgb, white);
  const soft = rgb.map((channel) => channel + (255 - channel) * 0.88);
  return {
    '--pl-brand': toHex(rgb),
    '--pl-brand-strong': toHex(strong),
    '--pl-on-brand': onBrand,
    '--pl-brand-soft': toHex(soft),
  } as CSSProperties;
}
