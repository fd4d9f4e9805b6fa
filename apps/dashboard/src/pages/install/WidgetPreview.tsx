import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form';

const HEX = /^#[0-9a-f]{6}$/i;

export interface WidgetPreviewProps {
  form: Pick<SettingsForm, 'primary_color' | 'text_color' | 'position' | 'launcher_text' | 'greeting' | 'mode'>;
  agentName: string;
  avatarUrl: string | null;
  /** Only the launcher, for the compact dialog. */
  launcherOnly?: boolean;
}

/**
 * A faithful picture of what visitors see — the loader's launcher and the widget's panel, drawn
 * with the same structure, colour variables and sides (inline end for bottom-right, so it mirrors
 * on right-to-left pages as the loader does) — updating as the owner types. A picture, not the live
 * widget: nothing here sends messages or counts as a conversation.
 */
export function WidgetPreview({ form, agentName, avatarUrl, launcherOnly = false }: WidgetPreviewProps) {
  const { t } = useTranslation();
  const style = {
    '--preview-brand': HEX.test(form.primary_color) ? form.primary_color : undefined,
    '--preview-on-brand': HEX.test(form.text_color) ? form.text_color : undefined,
  } as CSSProperties;
  const side = form.position === 'bottom-left' ? 'start' : 'end';
  const icon = form.mode === 'voice' ? '🎤' : '💬';
  const launcherText = form.launcher_text.trim();
  return (
    <figure className={`widget-preview widget-preview--${side}${launcherOnly ? ' widget-preview--compact' : ''}`} style={style} data-testid="widget-preview">
      <figcaption className="widget-preview__caption">{t('install.preview.caption')}</figcaption>
      <div className="widget-preview__site" aria-hidden="true" inert>
        {launcherOnly ? null : (
          <div className="widget-preview__panel">
            <div className="widget-preview__header">
              {avatarUrl ? <img src={avatarUrl} alt="" width={32} height={32} /> : <span className="widget-preview__initial">{agentName.slice(0, 1)}</span>}
              <strong>{agentName}</strong>
              <span className="widget-preview__close">×</span>
            </div>
            <div className="widget-preview__body">
              <p className="widget-preview__bubble" dir="auto">
                {form.greeting.trim() || t('install.preview.emptyGreeting')}
              </p>
              <p className="widget-preview__bubble widget-preview__bubble--user">{t('install.preview.sampleQuestion')}</p>
            </div>
            <div className="widget-preview__composer">
              <span className="widget-preview__input">{t('install.preview.placeholder')}</span>
              <span className="widget-preview__send">{t('install.preview.send')}</span>
              {form.mode !== 'chat' ? (
                <span className={form.mode === 'voice' ? 'widget-preview__voice widget-preview__voice--primary' : 'widget-preview__voice'}>🎤</span>
              ) : null}
            </div>
          </div>
        )}
        <span className="widget-preview__launcher" data-testid="preview-launcher">
          {icon}
          {launcherText ? <span dir="auto">{launcherText}</span> : null}
        </span>
      </div>
    </figure>
  );
}
