import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { useAgent } from '../../stores/agent';
import { useSubscription } from '../../stores/subscription';
import { OPEN_ADD_TO_SITE, OPEN_QR_CODE_DIALOG, OPEN_WIDGET_CONFIG, openDialog } from './events';
import { InstallDialogs } from './InstallDialogs';
import { ACTIVE, AGENT, SETTINGS, en, initTestI18n } from './test-support';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({ api: { getWidgetSettings: vi.fn(), updateWidgetSettings: vi.fn(), getAgent: vi.fn(), getCurrentSubscription: vi.fn() } }));

beforeAll(initTestI18n);
beforeEach(() => {
  vi.mocked(api.getWidgetSettings).mockResolvedValue(SETTINGS);
  useAgent.setState({ agent: AGENT, error: null });
  useSubscription.setState({ status: 'ready', subscription: ACTIVE });
});

const mount = () =>
  render(
    <MemoryRouter>
      <InstallDialogs />
    </MemoryRouter>,
  );

describe('install dialogs in the shell', () => {
  it('open on their global window events, one at a time', async () => {
    mount();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event(OPEN_QR_CODE_DIALOG));
    });
    expect(screen.getByRole('dialog', { name: 'Talk to Ava from a phone' })).toBeTruthy();
    act(() => openDialog(OPEN_ADD_TO_SITE));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: en.addToSite.title })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event(OPEN_WIDGET_CONFIG));
    });
    expect(await screen.findByRole('form', { name: en.config.formLabel })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: en.config.title })).toBeTruthy();
  });

  it('the widget-configuration dialog saves the look and keeps the rest as saved', async () => {
    vi.mocked(api.getWidgetSettings).mockResolvedValue({ ...SETTINGS, allowed_domains: ['shop.trail.example'] });
    vi.mocked(api.updateWidgetSettings).mockImplementation((settings) => Promise.resolve({ ...SETTINGS, ...settings }));
    mount();
    act(() => openDialog(OPEN_WIDGET_CONFIG));
    await screen.findByRole('form', { name: en.config.formLabel });
    expect(screen.queryByLabelText(en.settings.greeting)).toBeNull();
    fireEvent.change(screen.getByLabelText(en.settings.textColor), { target: { value: '#111111' } });
    fireEvent.click(screen.getByLabelText(en.settings.modes.voice));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.settings.save })));
    expect(api.updateWidgetSettings).toHaveBeenCalledWith(
      expect.objectContaining({ text_color: '#111111', mode: 'voice', greeting: SETTINGS.greeting, allowed_domains: ['shop.trail.example'] }),
    );
    expect(screen.getByText(en.settings.saved)).toBeTruthy();
    expect(screen.getByTestId('preview-launcher').textContent).toBe('🎤');
  });

  it('the widget-configuration dialog opens the add-to-site modal and the QR dialog', () => {
    mount();
    act(() => openDialog(OPEN_WIDGET_CONFIG));
    fireEvent.click(screen.getByRole('button', { name: en.addToSite.open }));
    expect(screen.getByRole('dialog', { name: en.addToSite.title })).toBeTruthy();
    act(() => openDialog(OPEN_WIDGET_CONFIG));
    fireEvent.click(screen.getByRole('button', { name: en.qr.open }));
    expect(screen.getByRole('dialog', { name: 'Talk to Ava from a phone' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
