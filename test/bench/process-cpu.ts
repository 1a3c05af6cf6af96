import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) of this process and its descendants by role: the bench's node, chromium's processes. */
export type CpuByRole = Record<'node' | 'renderers' | 'browser' | 'otherChromium', number>;

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

function roleOf(commandLine: string): keyof CpuByRole | undefined {
  if (!/chrom/i.test(commandLine)) return undefined;
  if (commandLine.includes('--type=renderer')) return 'renderers';
  return commandLine.includes('--type=') ? 'otherChromium' : 'browser';
}

/**
 * What each part of the run has used so far, read from /proc (Linux; zeros elsewhere): this node
 * process (the reference server, Playwright's client, the bench) and the chromium it started,
 * whose renderers run the page and whose browser process runs IndexedDB. The difference of two
 * readings says where a stretch of the run's CPU went (the replay: docs/performance.md).
 */
export function cpuByRole(): CpuByRole {
  const own = process.cpuUsage();
  const used: CpuByRole = {
    node: (own.user + own.system) / 1000,
    renderers: 0,
    browser: 0,
    otherChromium: 0,
  };
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return used;
  }
  const processes = new Map<number, { parent: number; role: keyof CpuByRole | undefined; ms: number }>();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, …, utime (14th field), stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      processes.set(Number(pid), {
        parent: Number(fields[1]),
        role: roleOf(commandLine),
        ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = processes.get(pid)?.parent; at !== undefined && at > 1; at = processes.get(at)?.parent)
      if (at === process.pid) return true;
    return false;
  };
  for (const [pid, { role, ms }] of processes) if (role && descends(pid)) used[role] += ms;
  return used;
}

/** `after - before`, role by role. */
export function cpuSince(before: CpuByRole, after: CpuByRole = cpuByRole()): CpuByRole {
  return {
    node: after.node - before.node,
    renderers: after.renderers - before.renderers,
    browser: after.browser - before.browser,
    otherChromium: after.otherChromium - before.otherChromium,
  };
}
