import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
import { Spinner } from '../spinner/Spinner';
import { FileDropZone } from './FileDropZone';
import type { FileRejection } from './accept';

const TEN_MB = 10 * 1024 * 1024;

/** What an app does with the callback: lists accepted files and says why others were refused. */
function Uploader({ text, onFiles }: { text: SampleText; onFiles?: (accepted: File[], rejected: FileRejection[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <FileDropZone
        label={text.dropLabel}
        buttonLabel={text.dropButton}
        hint={text.dropHint}
        accept={['.pdf', '.docx', '.txt', 'application/pdf', 'text/plain']}
        maxBytes={TEN_MB}
        error={error}
        onFiles={(accepted, rejected) => {
          onFiles?.(accepted, rejected);
          setFiles((current) => [...current, ...accepted]);
          setError(
            rejected.length
              ? `Not added: ${rejected.map((r) => `${r.file.name} (${r.reason === 'size' ? 'over 10 MB' : 'not a PDF, DOCX or TXT'})`).join(', ')}`
              : null,
          );
        }}
      />
      <ul aria-label="Files to upload">
        {files.map((file) => (
          <li key={file.name}>{file.name}</li>
        ))}
      </ul>
    </div>
  );
}

/** A zone with one sentence for the button and the zone, busy with a spinner inside while an upload runs. */
function UploadingZone({ onFiles }: { onFiles: (accepted: File[], rejected: FileRejection[]) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <FileDropZone
      label="Choose files to upload, or drop them here"
      hint="PDF, Word, text, Markdown or CSV; up to 50 MB each."
      accept={['.pdf', '.docx', '.txt', '.md', '.csv']}
      disabled={busy}
      onFiles={(accepted, rejected) => {
        onFiles(accepted, rejected);
        setBusy(accepted.length > 0);
      }}
    >
      {busy ? <Spinner label="Uploading…" /> : null}
    </FileDropZone>
  );
}

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: { label: 'Drop PDF or Word files here', buttonLabel: 'Choose files', onFiles: fn() },
  render: (args, { globals }) => <Uploader text={textFor(globals.locale)} onFiles={args.onFiles} />,
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    const picture = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    // Keyboard and screen-reader path: the button opens the picker; the chosen file arrives.
    await userEvent.upload(input, pdf);
    await expect(args.onFiles).toHaveBeenLastCalledWith([pdf], []);
    await expect(canvas.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('menu.pdf');

    // Drag and drop: the same rules refuse a picture and say so.
    const notes = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    await fireEvent.drop(canvas.getByText('Drop PDF or Word files here'), { dataTransfer: { files: [notes, picture] } });
    await expect(args.onFiles).toHaveBeenLastCalledWith([notes], [{ file: picture, reason: 'type' }]);
    await expect(canvas.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('notes.txt');
    await expect(canvas.getByRole('alert')).toHaveTextContent('logo.gif');
  },
};
export const Invalid: Story = {
  render: (args) => <FileDropZone {...args} error="The upload failed: the server is not reachable. Try again." />,
};
export const Disabled: Story = {
  render: (args) => <FileDropZone {...args} hint="Your plan's storage is full." disabled />,
};
/** One sentence for the button and the zone, and the upload's progress inside the zone while it runs. */
export const OneSentenceWithProgress: Story = {
  render: (args) => <UploadingZone onFiles={args.onFiles} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose files to upload, or drop them here' });
    await expect(button).toHaveAccessibleDescription('PDF, Word, text, Markdown or CSV; up to 50 MB each.');
    // The hidden file input carries the same name, so tools that pick files find it by it.
    const input = canvas.getByLabelText('Choose files to upload, or drop them here');
    await expect(input).toHaveAttribute('type', 'file');
    const handbook = new File(['%PDF-1.7'], 'handbook.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, handbook);
    await expect(args.onFiles).toHaveBeenLastCalledWith([handbook], []);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading…');
    await expect(button).toBeDisabled();
  },
};
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: (args) => <AllLanguages render={(text) => <FileDropZone {...args} label={text.dropLabel} buttonLabel={text.dropButton} hint={text.dropHint} />} />,
};
