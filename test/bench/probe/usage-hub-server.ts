// Probe: the reference server alone, started by usage-hub-client.ts (its own process, for --cpu-prof), data in the system's tmpdir
// as the replay bench has it. Prints its url; exits on SIGTERM/SIGINT (so the profile is written).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadServerConfig } from '../../../src/server/config';
import { startServer } from '../../../src/server/start';

const dataDir = mkdtempSync(join(process.env.PROBE_DATA_ROOT ?? tmpdir(), 'ops-probe-'));
const server = await startServer({
  config: loadServerConfig({ DATA_DIR: dataDir, TEST_CONTROLS: '1', LOG_LEVEL: 'warn' }),
  port: Number(process.env.PORT ?? 0),
});
console.log(server.url);
const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
