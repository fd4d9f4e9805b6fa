import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, userEvent } from 'storybook/test';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

const onSelect = { rename: fn(), duplicate: fn(), archive: fn(), remove: fn() };

const ITEMS: DropdownMenuItem[] = [
  { id: 'rename', label: 'Rename', onSelect: onSelect.rename },
  { id: 'duplicate', label: 'Duplicate', onSelect: onSelect.duplicate },
  { id: 'archive', label: 'Archive', onSelect: onSelect.archive, disabled: true },
  { id: 'delete', label: 'Delete', onSelect: onSelect.remove, tone: 'danger' },
];

const meta = { title: 'Overlays/DropdownMenu', component: DropdownMenu, args: { trigger: 'Actions', items: ITEMS } } satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Archive is disabled, so the second press skips it.
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('d');
    await expect(canvas.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect.duplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const OpenedWithMouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(canvas.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Actions' })).toHaveFocus();
  },
};
export const IconTrigger: Story = { args: { trigger: <span aria-hidden="true">⋯</span>, triggerLabel: 'More actions', align: 'end' } };
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    trigger: 'إجراءات',
    items: [
      { id: 'rename', label: 'إعادة التسمية', onSelect: fn() },
      { id: 'delete', label: 'حذف', onSelect: fn(), tone: 'danger' },
    ],
  },
};
