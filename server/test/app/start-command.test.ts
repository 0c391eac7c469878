import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from '../../node-command.js';

describe('npm start', () => {
  it('runs the server as the benches and browser tests start it', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`npm run build && node ${SERVER_NODE_ARGS.join(' ')}`);
    expect(scripts.build).toBe('vite build -c vite.public.config.ts && vite build && npm run prerender && tsx server/build.ts');
  });
});
