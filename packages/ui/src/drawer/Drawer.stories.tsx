import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, userEvent } from 'storybook/test';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { Select } from '../select/Select';
import { Drawer } from './Drawer';

function FiltersDrawer({ side = 'end', startOpen = false, onApply }: { side?: 'start' | 'end'; startOpen?: boolean; onApply?: () => void }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        open={open}
        side={side}
        onClose={() => setOpen(false)}
        title="Filter conversations"
        closeLabel="Close"
        footer={
          <Button
            onClick={() => {
              onApply?.();
              setOpen(false);
            }}
          >
            Apply filters
          </Button>
        }
      >
        <Select
          label="Channel"
          options={[
            { value: 'chat', label: 'Chat' },
            { value: 'voice', label: 'Voice' },
          ]}
        />
        <Checkbox label="Only conversations with a lead" />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, title: 'Filter conversations', closeLabel: 'Close', onClose: fn() },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { children: <p>Conversation details go here.</p> } };

export const OpenAndClose: Story = {
  args: { onClose: fn() },
  render: (args) => <FiltersDrawer onApply={args.onClose} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Filter conversations' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply filters' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const FromStart: Story = { render: () => <FiltersDrawer side="start" startOpen /> };
export const RightToLeft: Story = { globals: { locale: 'he' }, render: () => <FiltersDrawer startOpen /> };
