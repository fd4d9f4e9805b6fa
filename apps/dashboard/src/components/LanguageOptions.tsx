import { LANGUAGE_OPTIONS } from '@parley/i18n';

/** The seven languages as a select's options, each named in itself (and marked so, for screen readers and fonts). */
export function LanguageOptions() {
  return LANGUAGE_OPTIONS.map((option) => (
    <option key={option.code} value={option.code} lang={option.code}>
      {option.name}
    </option>
  ));
}
