import { useTranslation } from 'react-i18next';

/**
 * The real widget, inline: the same frame the loader opens on a business's site, here on
 * Parley's own page (where the demo key works, and the live key on the widget page).
 */
export function EmbeddedAgent({ apiKey, name }: { apiKey: string; name: string }) {
  const { t, i18n } = useTranslation();
  const src = `/embed/?${new URLSearchParams({ apiKey, lang: i18n.language, inline: '1' }).toString()}`;
  return <iframe className="embedded-agent" src={src} title={t('demo.frameTitle', { name })} allow="microphone; clipboard-write" />;
}
