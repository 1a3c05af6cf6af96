// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlForSink, installDefaultTrustedTypesPolicy, loadSanitiser } from './trusted-types';

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

  it('sanitises HTML, allows same-origin script URLs only and refuses script text', async () => {
    const made = fakeTrustedTypes();
    installDefaultTrustedTypesPolicy();
    await loadSanitiser();
    expect(made.map((policy) => policy.name)).toEqual(['default']);
    const rules = made[0]?.rules;
    if (!rules) throw new Error('no policy');

    expect(rules.createHTML('<b onclick="alert(1)">hi</b><script>alert(2)</script>')).toBe('<b>hi</b>');
    expect(rules.createScriptURL('/sw.js')).toBe(`${window.location.origin}/sw.js`);
    expect(() => rules.createScriptURL('https://evil.example/x.js')).toThrow(/another site/);
    expect(() => rules.createScript('alert(1)')).toThrow(/refused/);
  });

  it('passes text as it is and refuses markup until the sanitiser is loaded', () => {
    const css = ':root { --x: 1px } .a > .b { color: red } .c::after { content: "&" }';
    expect(htmlForSink(css, undefined)).toBe(css);
    expect(() => htmlForSink('<img src=x onerror="alert(1)">', undefined)).toThrow(/refused/);
    expect(htmlForSink('<i>x</i>', (html) => `clean:${html}`)).toBe('clean:<i>x</i>');
  });

  it('leaves a page without Trusted Types, or with a default policy already, alone', () => {
    expect(() => installDefaultTrustedTypesPolicy()).not.toThrow();
    const made = fakeTrustedTypes({ name: 'default' });
    installDefaultTrustedTypesPolicy();
    expect(made).toEqual([]);
  });
});
