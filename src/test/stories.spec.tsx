import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

/** Every story of the shell renders without an error and shows something a person can read. */
const modules = import.meta.glob<Record<string, unknown>>(['../layout/**/*.stories.tsx', '../pages/**/*.stories.tsx'], { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0], preview) as Record<string, ComponentType>);
  it.each(stories)('%s renders', async (_name, Story) => {
    render(<Story />);
    await screen.findAllByText(/\w{3,}/);
    expect(document.body.textContent).not.toMatch(/shell\.[a-z_]+\.[a-z_]+/);
  });
});
