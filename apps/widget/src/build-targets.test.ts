// @vitest-environment node
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import viteConfig from '../vite.config';
import { esbuildTargets } from './build-targets';

describe('the widget build targets', () => {
  it('are the package’s browserslist, for scripts and styles alike', () => {
    const target = esbuildTargets(pkg.browserslist);
    expect(target).toEqual(['chrome107', 'edge107', 'firefox104', 'safari16', 'ios16']);
    const build = (viteConfig as { build?: { target?: unknown; cssTarget?: unknown } }).build;
    expect(build?.target).toEqual(target);
    expect(build?.cssTarget).toEqual(target);
  });

  it('refuses a browserslist entry it cannot hand to the bundler instead of ignoring it', () => {
    expect(() => esbuildTargets(['> 0.5%'])).toThrow(/browserslist/);
    expect(() => esbuildTargets(['netscape >= 4'])).toThrow(/browserslist/);
  });
});
