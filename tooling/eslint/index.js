import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Base lint rules every package extends: eslint + typescript-eslint recommended, no `any`. */
export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', '**/*.config.*', 'drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      // No source file over 400 lines (issue 17), blank lines and comments counted.
      'max-lines': ['error', { max: 400 }],
    },
  },
);
