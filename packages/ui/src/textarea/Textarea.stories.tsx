import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AllLanguages } from '../stories/AllLanguages';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Greeting', defaultValue: 'Hi! I can answer questions about our cakes, opening hours and delivery.' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { maxLength: 120 },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Textarea
        {...args}
        defaultValue={undefined}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        counterLabel={(count, max) => `${count} of ${max} characters`}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Greeting'), 'Hello');
    await expect(canvas.getByText('5 of 120 characters')).toBeInTheDocument();
  },
};
export const Invalid: Story = { args: { defaultValue: '', error: 'Write a greeting your visitors will see first.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Languages: Story = {
  render: () => <AllLanguages render={(text) => <Textarea label={text.greeting} defaultValue={text.emptyDescription} />} />,
};
