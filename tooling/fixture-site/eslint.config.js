import config from '@parley/eslint-config';

export default config;
