import { render, screen } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { reactRouterProvider as raCoreProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reactRouterProvider } from './reactRouterProvider';

/** The tests run ra-core's own provider; the build swaps in ours (vite.config.ts). */
describe("the build's router provider", () => {
  it("replaces a module ra-core still has, offering all that ra-core's offers", () => {
    expect(existsSync('node_modules/ra-core/dist/routing/adapters/reactRouterProvider.js')).toBe(true);
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreProvider).sort());
  });

  it('gives a router to an admin rendered outside one', () => {
    const Where = () => <p>at {useLocation().pathname}</p>;
    render(
      <reactRouterProvider.RouterWrapper>
        <Where />
      </reactRouterProvider.RouterWrapper>,
    );
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
