import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    // CI and development machines here have no way out; turbo strips STORYBOOK_DISABLE_TELEMETRY,
    // so the setting lives in this file.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // react-docgen (the default) is fast and needs no type-checker run during the build.
    reactDocgen: 'react-docgen',
  },
  viteFinal: (vite) => ({
    ...vite,
    esbuild: { ...(typeof vite.esbuild === 'object' ? vite.esbuild : {}), jsx: 'automatic' },
    // Storybook's own runtime is one large chunk; that is expected for a designers' tool.
    build: { ...vite.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
