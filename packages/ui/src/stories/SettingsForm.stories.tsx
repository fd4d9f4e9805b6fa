import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/Button';
import { Checkbox } from '../checkbox/Checkbox';
import { Select } from '../select/Select';
import { Switch } from '../switch/Switch';
import { TextField } from '../text-field/TextField';
import { Textarea } from '../textarea/Textarea';

interface AgentSettings {
  name: string;
  email: string;
  tone: string;
  greeting: string;
  voice: boolean;
  notify: boolean;
}

type Errors = Partial<Record<keyof AgentSettings, string>>;

function validate(values: AgentSettings): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = 'Give your agent a name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(values.email)) errors.email = 'Enter an email address like name@example.com.';
  if (!values.tone) errors.tone = 'Choose how your agent speaks.';
  if (values.greeting.trim().length === 0) errors.greeting = 'Write the first thing visitors see.';
  return errors;
}

/** The forms pieces together, as a settings page uses them: validate on submit, first error focused. */
function SettingsForm({ onSave }: { onSave: (values: AgentSettings) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    // Text fields' entries are strings; only a file input would give a File.
    const text = (name: string) => {
      const entry = data.get(name);
      return typeof entry === 'string' ? entry : '';
    };
    const values: AgentSettings = {
      name: text('name'),
      email: text('email'),
      tone: text('tone'),
      greeting: text('greeting'),
      voice: data.get('voice') === 'on',
      notify: data.get('notify') === 'on',
    };
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    await Promise.resolve();
    onSave(values);
    setSaving(false);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} style={{ maxInlineSize: '32rem' }}>
      <TextField label="Agent name" name="name" error={errors.name} />
      <TextField label="Email for new leads" name="email" type="email" error={errors.email} />
      <Select
        label="Tone of voice"
        name="tone"
        placeholder="Choose a tone…"
        defaultValue=""
        error={errors.tone}
        options={[
          { value: 'friendly', label: 'Friendly' },
          { value: 'professional', label: 'Professional' },
        ]}
      />
      <Textarea label="Greeting" name="greeting" error={errors.greeting} />
      <Switch label="Voice conversations" name="voice" />
      <Checkbox label="Email me about each new lead" name="notify" defaultChecked />
      <Button type="submit" loading={saving} loadingLabel="Saving…">
        Save settings
      </Button>
    </form>
  );
}

const meta = { title: 'Forms/Settings form (composition)', component: SettingsForm, args: { onSave: fn() } } satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidatesThenSaves: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Agent name')).toHaveFocus();
    await expect(canvas.getByLabelText('Agent name')).toHaveAccessibleDescription('Give your agent a name.');
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);

    await userEvent.type(canvas.getByLabelText('Agent name'), 'Bella');
    await userEvent.type(canvas.getByLabelText('Email for new leads'), 'owner@bakery.example');
    await userEvent.selectOptions(canvas.getByLabelText('Tone of voice'), 'friendly');
    await userEvent.type(canvas.getByLabelText('Greeting'), 'Hi! Ask me about our cakes.');
    await userEvent.click(canvas.getByRole('switch', { name: 'Voice conversations' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));

    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Bella',
      email: 'owner@bakery.example',
      tone: 'friendly',
      greeting: 'Hi! Ask me about our cakes.',
      voice: true,
      notify: true,
    });
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };
