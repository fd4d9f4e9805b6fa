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

/**
 * typescript-eslint's type-checked rules for a package's TypeScript sources: they read the types,
 * so they catch what syntax cannot (floating promises, awaiting non-promises, unsafe `any` flows).
 * @param {string} tsconfigRootDir the package folder (`import.meta.dirname` in its eslint.config.js)
 */
export const typeChecked = (tsconfigRootDir) => [
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } } },
];
