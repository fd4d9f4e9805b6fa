import { isSupportedLanguage, type LanguageCode } from '@parley/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../components/LanguageOptions';

/** The language switcher: changes the interface at once; `onChange` may also save it. */
export function LanguageSelect({ onChange, testId }: { onChange?: (code: LanguageCode) => void; testId?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="language-select">
      <label htmlFor={id}>{t('common.language')}</label>
      <select
        id={id}
        data-testid={testId}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          const code = event.target.value;
          if (!isSupportedLanguage(code)) return;
          void i18n.changeLanguage(code);
          onChange?.(code);
        }}
      >
        <LanguageOptions />
      </select>
    </span>
  );
}
