import { describe, expect, it } from 'vitest';
import type { ErrorReport } from './telemetry';
import { pathOnly, REDACTED, scrubReport, scrubText } from './telemetry-scrub';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';

describe('scrubText', () => {
  it.each([
    [
      'a hub URL with its access token',
      `WebSocket connected to wss://h/hubs/appUsage?id=1&access_token=${jwt}.`,
      `WebSocket connected to wss://h/hubs/appUsage?id=1&access_token=${REDACTED}`,
    ],
    ['a bearer header', 'Authorization: Bearer abc.def-123', `Authorization: ${REDACTED}`],
    ['a bare bearer token', 'sent Bearer abc123 to the API', `sent Bearer ${REDACTED} to the API`],
    ['the app auth header', 'X-Auth-Token: s3cr3t', `X-Auth-Token: ${REDACTED}`],
    [
      'a JSON password',
      '{"username":"ana","password":"hunter2"}',
      `{"username":"ana","password":"${REDACTED}"}`,
    ],
    ['a JSON refresh token', '{"refreshToken":"r-1","x":1}', `{"refreshToken":"${REDACTED}","x":1}`],
    ['a loose JWT', `token was ${jwt} today`, `token was ${REDACTED} today`],
    ['a subscription key', 'Ocp-Apim-Subscription-Key=k123', `Ocp-Apim-Subscription-Key=${REDACTED}`],
  ])('removes %s', (_case, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('leaves ordinary messages alone', () => {
    const message = "TypeError: Cannot read properties of undefined (reading 'title') at Launcher.tsx:12";
    expect(scrubText(message)).toBe(message);
  });
});

describe('scrubReport', () => {
  it('scrubs every text and drops the query of the path', () => {
    const report: ErrorReport = {
      kind: 'hub-log',
      message: `Failed to start: Bearer ${jwt}`,
      stack: `at fetch (password=pw1)`,
      source: 'Usage hub',
      level: 4,
      path: '/callback?code=abc&state=x#id_token=t',
    };
    const scrubbed = scrubReport(report);
    expect(JSON.stringify(scrubbed)).not.toMatch(/eyJ|pw1|code=abc|id_token/);
    expect(scrubbed).toMatchObject({ kind: 'hub-log', level: 4, source: 'Usage hub', path: '/callback' });
  });

  it('pathOnly keeps the path', () => {
    expect(pathOnly('/reports/5?token=x')).toBe('/reports/5');
  });
});
