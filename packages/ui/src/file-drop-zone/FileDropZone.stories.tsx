import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { textFor, type SampleText } from '../stories/sample-text';
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
    fireEvent.drop(canvas.getByText('Drop PDF or Word files here'), { dataTransfer: { files: [notes, picture] } });
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
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Languages: Story = {
  render: (args) => <AllLanguages render={(text) => <FileDropZone {...args} label={text.dropLabel} buttonLabel={text.dropButton} hint={text.dropHint} />} />,
};
