// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDefaultTrustedTypesPolicy } from './trusted-types';

interface PolicyRules {
  createHTML: (input: string) => string;
  createScriptURL: (input: string) => string;
  createScript: (input: string) => string;
}

/** A stand-in for the browser's `trustedTypes` (jsdom has none) that keeps the policy made. */
function fakeTrustedTypes(defaultPolicy: unknown = null) {
  const made: { name: string; rules: PolicyRules }[] = [];
  vi.stubGlobal('trustedTypes', {
    defaultPolicy,
    createPolicy: (name: string, rules: PolicyRules) => {
      made.push({ name, rules });
      return rules;
    },
  });
  return made;
}

describe('the default Trusted Types policy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sanitises HTML, allows same-origin script URLs only and refuses script text', () => {
    const made = fakeTrustedTypes();
    installDefaultTrustedTypesPolicy();
    expect(made.map((policy) => policy.name)).toEqual(['default']);
    const rules = made[0]?.rules;
    if (!rules) throw new Error('no policy');

    expect(rules.createHTML('<b onclick="alert(1)">hi</b><script>alert(2)</script>')).toBe('<b>hi</b>');
    expect(rules.createScriptURL('/sw.js')).toBe(`${window.location.origin}/sw.js`);
    expect(() => rules.createScriptURL('https://evil.example/x.js')).toThrow(/another site/);
    expect(() => rules.createScript('alert(1)')).toThrow(/refused/);
  });

  it('leaves a page without Trusted Types, or with a default policy already, alone', () => {
    expect(() => installDefaultTrustedTypesPolicy()).not.toThrow();
    const made = fakeTrustedTypes({ name: 'default' });
    installDefaultTrustedTypesPolicy();
    expect(made).toEqual([]);
  });
});
