/** @type {import("prettier").Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
