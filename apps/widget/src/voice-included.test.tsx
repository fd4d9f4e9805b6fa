import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import { inEnglish, renderWidget, urlOf } from './widget-test-kit';

inEnglish();

/** A runtime whose assistant says whether the organization's plan includes voice (the settings ask for voice first). */
const runtime =
  (voiceIncluded: boolean): typeof fetch =>
  (input) =>
    Promise.resolve(
      urlOf(input).startsWith('/assistant')
        ? new Response(
            JSON.stringify({
              id: '1',
              name: 'Ava',
              firstMessage: 'Hi!',
              avatarUrl: null,
              languages: ['en'],
              branding: { mode: 'voice' },
              voiceAvailable: true,
              voiceIncluded,
            }),
          )
        : new Response('{}', { status: 404 }),
    );

describe('voice and the plan', () => {
  it('shows no microphone when the plan does not include voice, whatever the widget settings say', async () => {
    const { container } = renderWidget({ fetcher: runtime(false), voice: { apiKey: 'k' } });
    await screen.findByText('Hi!');
    expect(screen.queryByRole('button', { name: en.voice })).toBeNull();
    expect(container.querySelector('.panel')?.getAttribute('data-mode')).toBe('chat');
  });

  it('shows the microphone when it does', async () => {
    renderWidget({ fetcher: runtime(true), voice: { apiKey: 'k' } });
    await screen.findByText('Hi!');
    expect(screen.getByRole('button', { name: en.voice })).toBeTruthy();
  });
});
