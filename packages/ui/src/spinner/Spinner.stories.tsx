import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner, args: { label: 'Loading conversations' } } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading conversations');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const RightToLeft: Story = { args: { label: 'جارٍ التحميل' }, globals: { locale: 'ar' } };
