import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { WidgetPanel } from './WidgetPanel';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { widget: en } }, ns: ['widget'] });
});
afterEach(cleanup);

describe('WidgetPanel', () => {
  it('says honestly that the assistant is not available yet', () => {
    render(<WidgetPanel apiKey="live_123" />);
    expect(screen.getByRole('heading', { name: en.title })).toBeTruthy();
    expect(screen.getByText(en.unavailable)).toBeTruthy();
  });

  it('tells the site owner when the page has no agent key', () => {
    render(<WidgetPanel apiKey={null} />);
    expect(screen.getByText(en.missingKey)).toBeTruthy();
  });

  it('closes from a labelled button', () => {
    const onClose = vi.fn();
    render(<WidgetPanel apiKey="k" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: en.close }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
