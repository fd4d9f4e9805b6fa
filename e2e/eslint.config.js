import config from '@parley/eslint-config';

/** The specs reach the server only over HTTP and the browser: no app's source may be imported. */
export default [
  ...config,
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/*', '**/apps/**'], message: 'End-to-end tests talk to the server over HTTP only; share helpers through a tooling package.' },
          ],
        },
      ],
    },
  },
];
