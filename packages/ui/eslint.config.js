import config from '@parley/eslint-config/react';

export default config;
