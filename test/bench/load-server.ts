// The reference server alone in a process of its own for server-load.bench.ts: autocannon must not
// share its event loop. No request logging. Prints `{"url": …}` once listening; SIGTERM stops it.
import { loadServerConfig } from '../../src/server/config';
import { startServer } from '../../src/server/start';

const server = await startServer({ config: loadServerConfig(process.env), host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
