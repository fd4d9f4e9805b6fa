import { act, fireEvent, render, screen } from '@testing-library/react';
import { cspText, widgetCspSources, widgetScriptTag, widgetSnippet } from '@parley/widget-loader';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { useAgent } from '../../stores/agent';
import { usePlansModal } from '../../stores/plans-modal';
import { useStanding } from '../../stores/standing';
import { useSubscription } from '../../stores/subscription';
import { AddToSiteModal, SUBSCRIPTION_NOTICE_MS } from './AddToSiteModal';
import { ACTIVE, AGENT, en, initTestI18n } from './test-support';
import { COPIED_CONFIRMATION_MS as COPIED_MS } from '@parley/ui';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({ api: { getCurrentSubscription: vi.fn(), getAgent: vi.fn(), getStanding: vi.fn() } }));

beforeAll(initTestI18n);
afterEach(() => vi.useRealTimers());

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  useAgent.setState({ agent: AGENT, error: null, isLoading: false });
  useSubscription.setState({ status: 'ready', subscription: ACTIVE, error: null });
  useStanding.setState({ status: 'idle', standing: null });
  usePlansModal.setState({ open: false });
});

/** No plan: the server says whether the grace days after sign-up are still running. */
const withoutPlan = (state: 'grace' | 'lapsed') => {
  useSubscription.setState({ status: 'ready', subscription: null });
  useStanding.setState({ status: 'ready', standing: { state, grace_ends_at: new Date(Date.now() + (state === 'grace' ? 1 : -1) * 86_400_000).toISOString() } });
};

describe('AddToSiteModal with an active subscription', () => {
  it('shows exactly the snippet widgetSnippet builds, with the live key and a timestamp', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    render(<AddToSiteModal open onClose={() => {}} />);
    const snippet = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.snippetTitle });
    expect(snippet.value).toBe(widgetSnippet({ origin: window.location.origin, apiKey: AGENT.live_key, timestamp: 1_700_000_000_000 }));
    expect(snippet.value).toContain(`/widget.js?apiKey=${AGENT.live_key}&t=1700000000000`);
    expect(snippet.readOnly).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: en.addToSite.shopifyKey }).value).toBe(AGENT.live_key);
    // The snippet goes on every public page: the note says it is public, not that it must be kept secret.
    const note = screen.getByRole('note').textContent;
    expect(note).toBe(en.addToSite.publicNote);
    expect(note).toContain('public');
    expect(note).not.toMatch(/do not share|secret/i);
    expect(screen.getByRole('dialog', { name: en.addToSite.title })).toBeTruthy();
  });

  it('copies the snippet and says so for exactly 2000 ms', async () => {
    vi.useFakeTimers();
    render(<AddToSiteModal open onClose={() => {}} />);
    const snippet = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.snippetTitle }).value;
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.addToSite.copyCode })));
    expect(writeText).toHaveBeenCalledWith(snippet);
    expect(screen.getByText(en.addToSite.copiedStatus)).toBeTruthy();
    expect(COPIED_MS).toBe(2000);
    act(() => {
      vi.advanceTimersByTime(COPIED_MS - 1);
    });
    expect(screen.getByRole('button', { name: en.addToSite.copied })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(en.addToSite.copiedStatus)).toBeNull();
    expect(screen.getByRole('button', { name: en.addToSite.copyCode })).toBeTruthy();
  });

  it('offers the script-only tag and the sources to allow for a site with a strict Content Security Policy', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    render(<AddToSiteModal open onClose={() => {}} />);
    const snippet = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.snippetTitle });
    const strict = screen.getByRole<HTMLInputElement>('checkbox', { name: en.addToSite.strictCsp });
    expect(strict.checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: en.addToSite.cspTitle })).toBeNull();

    fireEvent.click(strict);
    const options = { origin: window.location.origin, apiKey: AGENT.live_key, timestamp: 1_700_000_000_000 };
    expect(snippet.value).toBe(widgetScriptTag(options));
    expect(snippet.value).not.toMatch(/<script>/);
    const sources = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.cspTitle });
    expect(sources.value).toBe(cspText(widgetCspSources(window.location.origin)));
    expect(sources.value).toBe(`script-src ${window.location.origin}; frame-src ${window.location.origin}; connect-src ${window.location.origin}`);

    fireEvent.click(strict);
    expect(snippet.value).toBe(widgetSnippet(options));
    expect(screen.queryByRole('textbox', { name: en.addToSite.cspTitle })).toBeNull();
  });

  it('copies the strict-CSP tag with the code button and the sources with their own', async () => {
    render(<AddToSiteModal open onClose={() => {}} />);
    fireEvent.click(screen.getByRole('checkbox', { name: en.addToSite.strictCsp }));
    const tag = screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.snippetTitle }).value;
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.addToSite.copyCode })));
    expect(writeText).toHaveBeenLastCalledWith(tag);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.addToSite.copyCsp })));
    expect(writeText).toHaveBeenLastCalledWith(cspText(widgetCspSources(window.location.origin)));
    expect(screen.getByText(en.addToSite.cspCopiedStatus)).toBeTruthy();
  });

  it('copies the Shopify key with its own button and confirmation', async () => {
    render(<AddToSiteModal open onClose={() => {}} />);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.addToSite.copyKey })));
    expect(writeText).toHaveBeenCalledWith(AGENT.live_key);
    expect(screen.getByText(en.addToSite.keyCopiedStatus)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.addToSite.copyCode })).toBeTruthy();
  });

  it('says how to copy by hand when the browser refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<AddToSiteModal open onClose={() => {}} />);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.addToSite.copyCode })));
    expect(screen.getByRole('alert').textContent).toBe(en.addToSite.copyFailed);
  });

  it('closes on Escape and on Close', () => {
    const onClose = vi.fn();
    render(<AddToSiteModal open onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: en.addToSite.snippetTitle }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to what opened it', async () => {
    const { rerender } = render(
      <>
        <button type="button">opener</button>
        <AddToSiteModal open={false} onClose={() => {}} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(
      <>
        <button type="button">opener</button>
        <AddToSiteModal open onClose={() => {}} />
      </>,
    );
    screen.getByRole('button', { name: en.addToSite.copyCode }).focus();
    rerender(
      <>
        <button type="button">opener</button>
        <AddToSiteModal open={false} onClose={() => {}} />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(opener);
  });
});

describe('AddToSiteModal without a plan', () => {
  it('shows the code during the grace days after sign-up: installing is part of setting the agent up', () => {
    withoutPlan('grace');
    render(<AddToSiteModal open onClose={() => {}} />);
    expect(screen.queryByTestId('subscription-required')).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: en.addToSite.snippetTitle }).value).toContain(AGENT.live_key);
  });

  it('once the grace days are over, shows the one-moment notice for 2000 ms, then opens the plans modal', () => {
    vi.useFakeTimers();
    withoutPlan('lapsed');
    const onClose = vi.fn();
    render(<AddToSiteModal open onClose={onClose} />);
    expect(screen.getByTestId('subscription-required').textContent).toContain(en.addToSite.subscriptionRequired);
    expect(screen.queryByRole('textbox')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(SUBSCRIPTION_NOTICE_MS - 1);
    });
    expect(usePlansModal.getState().open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(usePlansModal.getState().open).toBe(true);
  });

  it('does not open the plans modal when closed during the notice', () => {
    vi.useFakeTimers();
    withoutPlan('lapsed');
    const { rerender } = render(<AddToSiteModal open onClose={() => {}} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    rerender(<AddToSiteModal open={false} onClose={() => {}} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(usePlansModal.getState().open).toBe(false);
  });

  it('says so when the subscription cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(api.getCurrentSubscription).mockRejectedValue(new Error('offline'));
    useSubscription.setState({ status: 'idle', subscription: null });
    render(<AddToSiteModal open onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Error checking subscription status');
    expect(usePlansModal.getState().open).toBe(false);
  });
});
