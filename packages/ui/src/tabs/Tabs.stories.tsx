import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'chat', label: 'Chat', panel: <p>Chat conversations from the widget.</p> },
  { id: 'voice', label: 'Voice', panel: <p>Voice calls with transcripts and summaries.</p> },
  { id: 'phone', label: 'Phone', panel: <p>Phone calls.</p>, disabled: true },
  { id: 'leads', label: 'Leads', panel: <p>Visitors who left their details.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Conversation views', items: ITEMS, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    chat.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Voice' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Voice calls');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Leads' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(chat).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('chat');
  },
};
export const DisabledTab: Story = { args: { defaultValue: 'voice' } };
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'طرق عرض المحادثات',
    items: [
      { id: 'chat', label: 'الدردشة', panel: <p>محادثات الدردشة من الأداة.</p> },
      { id: 'voice', label: 'الصوت', panel: <p>المكالمات الصوتية مع النصوص والملخصات.</p> },
      { id: 'leads', label: 'العملاء المحتملون', panel: <p>الزوار الذين تركوا بياناتهم.</p> },
    ],
  },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'الدردشة' }).focus();
    // In right-to-left the next tab sits to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الصوت' })).toHaveFocus();
  },
};
