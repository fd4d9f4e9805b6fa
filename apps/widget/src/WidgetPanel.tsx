import { useTranslation } from 'react-i18next';

export interface WidgetPanelProps {
  apiKey: string | null;
  onClose?: () => void;
}

/**
 * The panel inside the iframe. Until the public runtime answers, it says so plainly instead of
 * pretending: a visitor never types into a box that goes nowhere.
 */
export function WidgetPanel({ apiKey, onClose }: WidgetPanelProps) {
  const { t } = useTranslation('widget');
  return (
    <section className="panel" aria-labelledby="parley-title">
      <header className="panel__header">
        <h1 id="parley-title">{t('title')}</h1>
        {onClose ? (
          <button type="button" className="panel__close" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        ) : null}
      </header>
      <div className="panel__body" role="log" aria-live="polite">
        <p className="panel__notice">{apiKey ? t('unavailable') : t('missingKey')}</p>
      </div>
      <footer className="panel__footer">{t('poweredBy')}</footer>
    </section>
  );
}
