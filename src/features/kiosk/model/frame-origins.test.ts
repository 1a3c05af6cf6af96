import { describe, expect, it } from 'vitest';
import { frameVerdict, isFrameRefusalOf, originOf, reportAddressWarning } from './frame-origins';

describe('frameVerdict', () => {
  const allowed = ['https://example.com', 'https://reports.example:8443', 'http://legacy.example'];

  it('allows an address on a listed origin, whatever its path', () => {
    expect(frameVerdict('https://example.com/boards/weekly?x=1', allowed)).toBe('allowed');
    expect(frameVerdict('https://reports.example:8443/r', allowed)).toBe('allowed');
    expect(frameVerdict(' https://EXAMPLE.com/ ', allowed)).toBe('allowed');
  });

  it('refuses another host, port or scheme, as the browser would', () => {
    expect(frameVerdict('http://localhost:8190/external-form', allowed)).toBe('refused');
    expect(frameVerdict('https://reports.example/r', allowed)).toBe('refused');
    expect(frameVerdict('http://example.com/', allowed)).toBe('refused');
    expect(frameVerdict('https://sub.example.com/', allowed)).toBe('refused');
    expect(frameVerdict('https://example.com/', [])).toBe('refused');
    expect(frameVerdict('https://example.com/', ["'none'"])).toBe('refused');
  });

  it('lets an http source admit https (CSP Level 3), wildcard hosts and ports, and self', () => {
    expect(frameVerdict('https://legacy.example/', allowed)).toBe('allowed');
    expect(frameVerdict('https://a.b.example/', ['https://*.example'])).toBe('allowed');
    expect(frameVerdict('https://example/', ['https://*.example'])).toBe('refused');
    expect(frameVerdict('https://r.example:9000/', ['https://r.example:*'])).toBe('allowed');
    expect(frameVerdict('http://localhost:8190/x', ["'self'"], 'http://localhost:8190')).toBe('allowed');
    expect(frameVerdict('http://localhost:8190/x', ["'self'"], 'http://localhost:8080')).toBe('refused');
  });

  it('cannot tell without a list or a URL', () => {
    expect(frameVerdict('https://example.com/', undefined)).toBe('unknown');
    expect(frameVerdict('https://', allowed)).toBe('unknown');
  });
});

describe('reportAddressWarning', () => {
  it('names the refused origin and the allowed ones', () => {
    expect(reportAddressWarning('http://localhost:8190/external-form', ['https://example.com'])).toBe(
      "Displays cannot show pages from http://localhost:8190: the portal's security policy (frame-src) does not allow it. Allowed: https://example.com. Use one of those, or ask whoever runs the portal to allow this address.",
    );
    expect(reportAddressWarning('https://r.example/', [])).toContain('No address is allowed yet');
  });

  it('says nothing when the address may be framed or nobody knows', () => {
    expect(reportAddressWarning('https://example.com/x', ['https://example.com'])).toBeUndefined();
    expect(reportAddressWarning('https://r.example/', undefined)).toBeUndefined();
  });
});

describe('isFrameRefusalOf', () => {
  const address = 'http://localhost:8190/external-form';
  it('recognises the browser refusing this frame, by origin', () => {
    expect(isFrameRefusalOf({ effectiveDirective: 'frame-src', blockedURI: address }, address)).toBe(true);
    expect(
      isFrameRefusalOf({ effectiveDirective: 'frame-src', blockedURI: 'http://localhost:8190' }, address),
    ).toBe(true);
    expect(isFrameRefusalOf({ violatedDirective: 'child-src', blockedURI: address }, address)).toBe(true);
  });

  it('ignores other directives and other frames', () => {
    expect(isFrameRefusalOf({ effectiveDirective: 'img-src', blockedURI: address }, address)).toBe(false);
    expect(
      isFrameRefusalOf({ effectiveDirective: 'frame-src', blockedURI: 'https://other.example/' }, address),
    ).toBe(false);
    expect(isFrameRefusalOf({ effectiveDirective: 'frame-src', blockedURI: '' }, address)).toBe(false);
  });
});

it('originOf keeps what is not a URL', () => {
  expect(originOf('https://r.example:8443/a/b')).toBe('https://r.example:8443');
  expect(originOf('nope')).toBe('nope');
});
