import reactHooks from 'eslint-plugin-react-hooks';
import base from './index.js';

/** React apps and packages: the base rules plus the rules of hooks. */
export default [
  ...base,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
