import type { Decorator, Preview } from '@storybook/react-vite';
import { directionOf, LANGUAGE_OPTIONS, type LanguageCode } from '@parley/i18n/languages';
import { useEffect, type ReactNode } from 'react';
import { brandTheme } from '../theme/theme';

/** Sample businesses whose colours the toolbar can apply, to check components under branding. */
export const BRANDS = {
  parley: { title: 'Parley indigo', brand: '#4f46e5' },
  garden: { title: 'Green garden shop', brand: '#15803d' },
  bakery: { title: 'Yellow bakery (dark text on brand)', brand: '#facc15' },
  clinic: { title: 'Teal clinic', brand: '#0f766e', brandStrong: '#134e4a' },
} as const;

export type BrandKey = keyof typeof BRANDS;

export const globalTypes: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: 'Language (sets lang, and dir=rtl for Arabic and Hebrew)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: LANGUAGE_OPTIONS.map((option) => ({ value: option.code, title: `${option.name} (${option.code})` })),
      dynamicTitle: true,
    },
  },
  brand: {
    description: "A business's branding colours",
    toolbar: {
      title: 'Brand',
      icon: 'paintbrush',
      items: Object.entries(BRANDS).map(([value, brand]) => ({ value, title: brand.title })),
      dynamicTitle: true,
    },
  },
};

function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGE_OPTIONS.some((option) => option.code === code);
}

/** Sets lang and dir on <html>, as the apps do, so :dir() and logical properties behave as in production. */
function LocaleFrame({ locale, brand, children }: { locale: LanguageCode; brand: BrandKey; children: ReactNode }) {
  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return (
    <div lang={locale} dir={dir} style={{ ...brandTheme(BRANDS[brand]), fontFamily: 'var(--pl-font)', color: 'var(--pl-ink)' }}>
      {children}
    </div>
  );
}

/** Applies the toolbar's language (lang, dir) and brand (custom properties) to every story. */
export const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  const brand = (context.globals.brand in BRANDS ? context.globals.brand : 'parley') as BrandKey;
  return (
    <LocaleFrame locale={locale} brand={brand}>
      <Story />
    </LocaleFrame>
  );
};
