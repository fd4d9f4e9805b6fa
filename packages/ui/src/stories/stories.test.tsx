/// <reference types="vite/client" />
import { composeStories, type ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';

/**
 * Every story of the package, rendered in jsdom with Storybook's own decorators and globals, and
 * its play function run: the interaction tests designers see in Storybook fail CI here too.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries<ComposedStoryFn<ReactRenderer>>(composeStories(module));
  it('has stories', () => expect(stories.length).toBeGreaterThan(0));
  it.each(stories)('%s renders and its play function passes', async (_name, Story) => {
    await Story.run();
  });
});
