/**
 * The build every published package shares: ESM and CommonJS with declarations and source maps,
 * for ES2022. A package names only its entry points (an array, or `{ outName: source }`).
 * @param {string[] | Record<string, string>} entry
 */
export function libraryBuild(entry) {
  return { entry, format: ['esm', 'cjs'], dts: true, sourcemap: true, clean: true, target: 'es2022' };
}
