import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../build.js';

const t = setUpTestApp();

/** Issue 35: the served document passes Redocly's `recommended` ruleset, warnings included, as a client generator would read it. */
describe('the OpenAPI document under Redocly lint', () => {
  it('has no error and no warning with the recommended ruleset', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const describe = (problem: (typeof problems)[number]) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`;
    const errors = problems.filter((problem) => problem.severity === 'error').map(describe);
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(describe);
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
  });
});
