import type { Preview } from '@storybook/react-vite';
import { globalTypes, withLocaleAndTheme } from '../src/stories/decorators';
import '../src/styles.css';

const preview: Preview = {
  globalTypes,
  initialGlobals: { locale: 'en', brand: 'parley' },
  decorators: [withLocaleAndTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
