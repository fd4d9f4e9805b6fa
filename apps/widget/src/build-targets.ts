/** esbuild's name for each browserslist browser the widget lists. */
const ESBUILD_NAMES: Record<string, string> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios', opera: 'opera' };

/**
 * The build targets (esbuild's form, "chrome107") of the package's `browserslist`, so the build
 * lowers syntax for exactly the browsers the widget says it supports. Entries are kept to the one
 * shape esbuild can take ("<browser> >= <version>"); anything else stops the build rather than
 * being silently ignored.
 */
export function esbuildTargets(queries: readonly string[]): string[] {
  return queries.map((query) => {
    const match = /^\s*(\w+)\s*>=\s*(\d+(?:\.\d+)*)\s*$/.exec(query);
    const name = match && ESBUILD_NAMES[match[1]!.toLowerCase()];
    if (!match || !name)
      throw new Error(`apps/widget browserslist: "${query}" is not "<browser> >= <version>" for one of ${Object.keys(ESBUILD_NAMES).join(', ')}`);
    return `${name}${match[2]}`;
  });
}
