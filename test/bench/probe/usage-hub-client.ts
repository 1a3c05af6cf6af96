// Probe (docs/performance.md, "The server's own cost"): the reference server in a process of its
// own (usage-hub-server.ts), driven as the outbox replay drives the usage hub: ROUNDS × 10,000
// records, 500 a call, two calls in flight (followsPrevious), the replay bench's row. Prints each
// round's time and the server's CPU (from /proc). Node flags after `--` go to the server, e.g.
//   node --import tsx test/bench/probe/usage-hub-client.ts 6 -- --cpu-prof --cpu-prof-dir=/tmp/prof
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { Session } from '../../../src/contracts/session';

const dashes = process.argv.indexOf('--');
const rounds = Number(process.argv[2] ?? 4);
const serverFlags = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const server = spawn(
  process.execPath,
  [...serverFlags, '--import', 'tsx', new URL('./usage-hub-server.ts', import.meta.url).pathname],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const [firstLine] = (await once(server.stdout, 'data')) as [Buffer];
const url = firstLine.toString().trim();
const login = await fetch(`${url}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'demo' }),
});
const session = (await login.json()) as Session;
const hub = new HubConnectionBuilder()
  .withUrl(`${url}/hubs/appUsage`, { accessTokenFactory: () => session.user.authToken })
  .configureLogging(LogLevel.Warning)
  .build();
await hub.start();
const ua =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36';
const record = (n: number) => ({
  contextAccountID: 1001,
  roleID: '1',
  roleName: 'Site Administrator',
  group: 'Apps',
  appName: 'Dashboard',
  appUrl: `/dashboard?visit=${n}`,
  userAgent: ua,
  clientIP: null,
  impersonatedUserID: null,
  userID: session.user.id,
  statusCode: 200,
  subRoute: null,
  itemID: null,
});
/** The server's CPU time so far, ms (utime + stime of /proc/PID/stat, in clock ticks of 10 ms). */
const serverCpu = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return [Number(fields[11]) * 10, Number(fields[12]) * 10] as const;
};
for (let round = 0; round < rounds; round += 1) {
  const batches = Array.from({ length: 20 }, (_, b) =>
    Array.from({ length: 500 }, (_, i) => ({ id: crypto.randomUUID(), record: record(b * 500 + i) })),
  );
  const started = performance.now();
  const cpuBefore = serverCpu();
  let previous: Promise<unknown> = Promise.resolve();
  for (const [b, batch] of batches.entries()) {
    const call = hub.invoke('SaveAppLogs', batch, { followsPrevious: b > 0 });
    await previous; // two in flight
    previous = call;
  }
  const answer = (await previous) as { stored: unknown }[];
  if (answer.some((entry) => entry.stored !== true)) throw new Error('not stored');
  const [user, system] = serverCpu();
  const cpu = user + system - cpuBefore[0] - cpuBefore[1];
  console.log(
    `round ${round}: ${(performance.now() - started).toFixed(0)} ms for 10,000 records, server CPU ${cpu} ms (${(cpu / 10).toFixed(1)} µs a record; user ${user - cpuBefore[0]}, system ${system - cpuBefore[1]})`,
  );
}
await hub.stop();
// The server writes its CPU profile, if asked for one, as it exits.
server.kill('SIGTERM');
await once(server, 'exit');
