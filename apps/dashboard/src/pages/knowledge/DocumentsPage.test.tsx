import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { DocumentsPage } from './DocumentsPage';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({
  api: {
    listDocuments: vi.fn(),
    uploadDocuments: vi.fn(),
    deleteDocument: vi.fn(),
    getDocument: vi.fn(),
    listFailedJobs: vi.fn(() => Promise.resolve([])),
    retryJob: vi.fn(),
  },
}));

const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('documents page', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });

  it('uploads what is dropped, names each file over 50 MB and shows what the server refused', async () => {
    vi.mocked(api.listDocuments).mockResolvedValue([]);
    vi.mocked(api.uploadDocuments).mockResolvedValue({ documents: [], refused: [{ filename: 'logo.gif', error: 'Unsupported file type' }] } as never);
    render(<DocumentsPage />);
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    const handbook = file('handbook.pdf', 'application/pdf', 2000);
    const huge = file('archive.pdf', 'application/pdf', 51 * 1024 * 1024);
    const logo = file('logo.gif', 'image/gif', 100);
    await settle(() =>
      fireEvent.drop(screen.getByRole('button', { name: 'Choose files to upload, or drop them here' }), { dataTransfer: { files: [handbook, huge, logo] } }),
    );
    // A type the picker does not offer still goes to the server, which says why it refuses it.
    expect(api.uploadDocuments).toHaveBeenCalledWith([handbook, logo]);
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['archive.pdf is larger than 50 MB.', 'logo.gif: Unsupported file type']);
  });

  it('takes chosen files from the input named by the drop zone', async () => {
    vi.mocked(api.listDocuments).mockResolvedValue([]);
    vi.mocked(api.uploadDocuments).mockResolvedValue({ documents: [], refused: [] } as never);
    render(<DocumentsPage />);
    const input = screen.getByLabelText<HTMLInputElement>('Choose files to upload, or drop them here');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('.pdf');
    const notes = file('notes.md', 'text/markdown', 10);
    await settle(() => fireEvent.change(input, { target: { files: [notes] } }));
    expect(api.uploadDocuments).toHaveBeenLastCalledWith([notes]);
  });
});
