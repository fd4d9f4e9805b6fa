import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_LOAD_ERROR, useAgent } from '../../stores/agent';
import { pngFromDataUrl, QR_WIDTH, QrCodeDialog, widgetPageUrl } from './QrCodeDialog';
import { AGENT, en, initTestI18n } from './test-support';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({ api: { getAgent: vi.fn(() => new Promise(() => {})) } }));

beforeAll(initTestI18n);
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  useAgent.setState({ agent: AGENT, error: null, isLoading: false });
});

describe('widgetPageUrl', () => {
  it('links to the widget page on this origin with the live key and the agent version', () => {
    expect(widgetPageUrl(AGENT, 'https://app.parley.example')).toBe(`https://app.parley.example/widget?apiKey=${AGENT.live_key}&version=voice_v1`);
  });
  it('falls back to the demo key when there is no live key', () => {
    expect(widgetPageUrl({ ...AGENT, live_key: '', version: 'chat_v0' }, 'https://app.parley.example')).toBe(
      `https://app.parley.example/widget?apiKey=${AGENT.demo_key}&version=chat_v0`,
    );
  });
});

describe('QrCodeDialog', () => {
  it('shows the agent name, a description, a 256 px QR image of the widget page and its link', async () => {
    render(<QrCodeDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Talk to Ava from a phone' })).toBeTruthy();
    expect(screen.getByText(en.qr.description)).toBeTruthy();
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'QR code that opens Ava' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(image.width).toBe(QR_WIDTH);
    expect(screen.getByTestId('qr-link').getAttribute('href')).toBe(`${window.location.origin}/widget?apiKey=${AGENT.live_key}&version=voice_v1`);
  });

  it('uses the demo key when the agent has no live key', async () => {
    useAgent.setState({ agent: { ...AGENT, live_key: '' } });
    render(<QrCodeDialog open onClose={() => {}} />);
    expect(screen.getByTestId('qr-link').getAttribute('href')).toContain(`apiKey=${AGENT.demo_key}&`);
    await screen.findByTestId('qr-image');
  });

  it('says "Failed to load agent data" when the agent cannot be loaded', () => {
    useAgent.setState({ agent: null, error: AGENT_LOAD_ERROR });
    render(<QrCodeDialog open onClose={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Failed to load agent data');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('qr-image')).toBeNull();
  });

  it('copies the PNG to the clipboard as image/png', async () => {
    const write = vi.fn((_items: unknown[]) => Promise.resolve());
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
    render(<QrCodeDialog open onClose={() => {}} />);
    await screen.findByTestId('qr-image');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.qr.copyImage })));
    const [item] = write.mock.calls[0]![0] as FakeClipboardItem[];
    expect(Object.keys(item!.items)).toEqual(['image/png']);
    expect(item!.items['image/png']!.type).toBe('image/png');
    expect(screen.getByText(en.qr.copiedStatus)).toBeTruthy();
  });

  it('explains what to do when the browser cannot copy images', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('ClipboardItem', undefined);
    render(<QrCodeDialog open onClose={() => {}} />);
    await screen.findByTestId('qr-image');
    await settle(() => fireEvent.click(screen.getByRole('button', { name: en.qr.copyImage })));
    expect(screen.getByRole('alert').textContent).toBe(en.qr.copyFailed);
    expect(screen.getByRole('link', { name: en.qr.download }).getAttribute('download')).toBe('parley-qr-ava.png');
  });

  it('closes on Escape and on Close, and follows the page direction', () => {
    document.documentElement.dir = 'rtl';
    const onClose = vi.fn();
    render(<QrCodeDialog open onClose={onClose} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(2);
    // The link is a URL: it stays left-to-right inside a right-to-left dialog.
    expect(screen.getByTestId('qr-link').getAttribute('dir')).toBe('ltr');
    document.documentElement.dir = 'ltr';
  });
});

describe('pngFromDataUrl', () => {
  it('turns a base64 data URL into PNG bytes', async () => {
    const blob = pngFromDataUrl('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    expect([...new Uint8Array(bytes)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
