/** Structurally tsup's `Options`, so this package needs no dependency on tsup. */
export interface LibraryBuild {
  entry: string[] | Record<string, string>;
  format: Array<'esm' | 'cjs'>;
  dts: boolean;
  sourcemap: boolean;
  clean: boolean;
  target: string;
}

export function libraryBuild(entry: string[] | Record<string, string>): LibraryBuild;
