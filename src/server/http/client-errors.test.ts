// The HTTP parser's refusals, over a real socket: fastify's inject() never meets Node's parser.
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../contracts/errors';
import { startTestServer, type TestServer } from '../server.testkit';
import { clientErrorAnswer } from './client-errors';

describe('requests the HTTP parser refuses', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function listening(): Promise<string> {
    server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }

  it('answers a 20 KB query string or header with 431, in the API’s error body and with the security headers', async () => {
    const origin = await listening();
    const answered = await fetch(`${origin}/api/Health`);
    expect(answered.status).toBe(200);
    // Every header helmet sends (docs/security.md, security headers).
    const securityHeaders = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const name of securityHeaders) expect(answered.headers.get(name), name).not.toBeNull();

    for (const request of [
      fetch(`${origin}/api/Health?q=${'a'.repeat(20_000)}`),
      fetch(`${origin}/api/Health`, { headers: { 'x-padding': 'a'.repeat(20_000) } }),
    ]) {
      const refused = await request;
      expect(refused.status).toBe(431);
      expect(apiErrorBodySchema.parse(await refused.json())).toEqual({
        message: "The request's address and headers are too long: at most 16 KB together.",
      });
      expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // The same values helmet gives every other answer (walkthrough 19, D3: there were none).
      for (const name of securityHeaders) {
        expect(refused.headers.get(name), name).toBe(answered.headers.get(name));
      }
    }
  });

  it('answers a 20 KB query with 431 on a kept-alive connection that already carried an answer', async () => {
    const { port, hostname } = new URL(await listening());
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        // The first answer in: the oversized request goes on the same connection.
        if (received.includes('"status"') && !received.includes('HTTP/1.1 431'))
          socket.write(`GET /api/Health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/Health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
    });
    expect(answer.startsWith('HTTP/1.1 200')).toBe(true);
    expect(answer).toContain('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toContain('x-content-type-options: nosniff');
  });

  it('still answers, without the security headers, when they cannot be built (the database closed)', async () => {
    const { port, hostname } = new URL(await listening());
    server?.app.portal.db.close();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/Health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
    });
    expect(answer).toContain('HTTP/1.1 431');
    expect(answer).toContain('"message":"The request\'s address and headers are too long');
  });

  it('names timeouts and unreadable requests in their own words', () => {
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).toEqual({
      status: 408,
      message: 'The request took too long to arrive.',
    });
    expect(clientErrorAnswer('HPE_INVALID_METHOD')).toEqual({
      status: 400,
      message: 'The request is not valid HTTP.',
    });
  });
});
