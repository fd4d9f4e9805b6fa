import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { Switch } from '../switch/Switch';
import { Tabs } from '../tabs/Tabs';
import { brandTheme } from '../theme/theme';
import { BRANDS } from './decorators';

/** The same components under each sample business's colours, side by side. */
function BrandGallery() {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {Object.entries(BRANDS).map(([key, brand]) => (
        <section key={key} style={{ ...brandTheme(brand), display: 'grid', gap: '0.75rem' }} aria-label={brand.title}>
          <strong>{brand.title}</strong>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <Button>Start a conversation</Button>
            <Button variant="secondary">Pricing</Button>
            <Button variant="ghost">Learn more</Button>
            <Badge tone="brand">Current plan</Badge>
            <Switch label="Voice" defaultChecked />
          </div>
          <Tabs
            label={`${brand.title} tabs`}
            items={[
              { id: 'a', label: 'Chat', panel: null },
              { id: 'b', label: 'Voice', panel: null },
            ]}
          />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theming',
  component: BrandGallery,
} satisfies Meta<typeof BrandGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brands: Story = {};
export const BrandsRightToLeft: Story = { globals: { locale: 'ar' } };
