import { ApiError } from '@parley/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { OPEN_ADD_TO_SITE } from './events';
import { SETTINGS, en, initTestI18n } from './test-support';
import { WidgetSettingsPage } from './WidgetSettingsPage';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({
  api: { getWidgetSettings: vi.fn(), updateWidgetSettings: vi.fn(), updateAgent: vi.fn(), listProactiveTriggers: vi.fn(() => Promise.resolve([])) },
}));

beforeAll(initTestI18n);
beforeEach(() => {
  vi.mocked(api.getWidgetSettings).mockResolvedValue(SETTINGS);
});

async function renderPage() {
  render(
    <MemoryRouter>
      <WidgetSettingsPage />
    </MemoryRouter>,
  );
  return screen.findByRole('form', { name: en.settings.formTitle });
}
const preview = () => screen.getByTestId('widget-preview');

describe('WidgetSettingsPage', () => {
  it('previews the owner’s changes as they type', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText(en.settings.launcherText), { target: { value: 'Ask Ava' } });
    fireEvent.change(screen.getByLabelText(en.settings.primaryColor), { target: { value: '#0f766e' } });
    fireEvent.click(screen.getByLabelText(en.settings.positions.bottomLeft));
    fireEvent.click(screen.getByLabelText(en.settings.modes.chat));
    fireEvent.change(screen.getByLabelText(en.settings.greeting), { target: { value: 'Welcome to the trail!' } });
    expect(screen.getByTestId('preview-launcher').textContent).toBe('💬Ask Ava');
    expect(preview().style.getPropertyValue('--preview-brand')).toBe('#0f766e');
    expect(preview().className).toContain('widget-preview--start');
    expect(within(preview()).getByText('Welcome to the trail!')).toBeTruthy();
    expect(within(preview()).queryByText('🎤')).toBeNull();
  });

  it('shows a message next to each bad field and sends nothing', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText(en.settings.primaryColor), { target: { value: 'teal' } });
    fireEvent.change(screen.getByLabelText(en.settings.greeting), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: en.settings.save }));
    expect(screen.getByLabelText(en.settings.primaryColor).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.settings.errors.colour)).toBeTruthy();
    expect(screen.getByText(en.settings.errors.greetingRequired)).toBeTruthy();
    expect(api.updateWidgetSettings).not.toHaveBeenCalled();
  });

  it('warns about unreadable colours without refusing them', async () => {
    await renderPage();
    fireEvent.change(screen.getByLabelText(en.settings.primaryColor), { target: { value: '#fde047' } });
    expect(screen.getByText(/hard to read/).textContent).toBe(en.settings.contrastWarning.replace('{{ratio}}', '1.3'));
  });

  it('adds domains by keyboard, normalised, and explains the website is always allowed', async () => {
    await renderPage();
    expect(screen.getByText(/Your website trail\.example\.com is always allowed\./)).toBeTruthy();
    const input = screen.getByLabelText(en.settings.addDomainLabel);
    fireEvent.change(input, { target: { value: 'https://Shop.Trail.Example/path' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(screen.getByRole('list', { name: en.settings.domainsList })).getByText('shop.trail.example')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'bad domain' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('bad domain is not a valid domain name.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove shop.trail.example' }));
    expect(screen.queryByRole('list', { name: en.settings.domainsList })).toBeNull();
  });

  it('saves and says so; a server refusal lands next to its field', async () => {
    vi.mocked(api.updateWidgetSettings).mockResolvedValueOnce({ ...SETTINGS, launcher_text: 'Ask Ava' });
    await renderPage();
    fireEvent.change(screen.getByLabelText(en.settings.launcherText), { target: { value: 'Ask Ava' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.settings.save })));
    expect(api.updateWidgetSettings).toHaveBeenCalledWith({
      primary_color: '#4f46e5',
      text_color: '#ffffff',
      position: 'bottom-right',
      launcher_text: 'Ask Ava',
      greeting: SETTINGS.greeting,
      mode: 'both',
      allowed_domains: [],
      show_sources: true,
    });
    expect(screen.getByText(en.settings.saved)).toBeTruthy();

    vi.mocked(api.updateWidgetSettings).mockRejectedValueOnce(
      new ApiError('x', 400, { error: 'x', fields: { 'widget_settings.mode': 'Choose chat, voice or both' } }),
    );
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.settings.save })));
    expect(screen.getByText('The settings could not be saved: Choose chat, voice or both')).toBeTruthy();
    expect(screen.queryByText(en.settings.saved)).toBeNull();
  });

  it('turns the sources under visitors’ answers off, on by default, with a hint that says what they are', async () => {
    vi.mocked(api.updateWidgetSettings).mockResolvedValueOnce({ ...SETTINGS, show_sources: false });
    await renderPage();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: en.settings.showSources });
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(en.settings.showSourcesHint);
    fireEvent.click(box);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.settings.save })));
    expect(api.updateWidgetSettings).toHaveBeenLastCalledWith(expect.objectContaining({ show_sources: false }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: en.settings.showSources }).checked).toBe(false);
  });

  it('opens the add-to-site modal from the page', async () => {
    await renderPage();
    const opened = vi.fn();
    window.addEventListener(OPEN_ADD_TO_SITE, opened);
    fireEvent.click(screen.getByRole('button', { name: en.addToSite.open }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_ADD_TO_SITE, opened);
  });
});
