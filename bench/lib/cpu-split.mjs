// Where a machine's processor time goes during a phase (Linux /proc; null elsewhere): the
// marketplace's server (found by its PORT), PostgreSQL's processes, this benchmark's own process
// (the load generator) and the rest, in seconds, beside the idle time of all cores. A figure can
// then be read against what the cores have to give: at R purchases/s, C cores give C / R seconds
// of processor time per purchase, whoever spends it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const ticksPerSecond = (() => {
  const run = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(run.stdout) || 100;
})();

function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended while we looked
  }
}

/** Busy ticks (user + system) of one process, from /proc/<pid>/stat. */
function busyTicks(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // The command name may hold spaces: the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** A snapshot to subtract from a later one; null when /proc is not there. */
export function cpuSnapshot({ serverPort }) {
  const machine = read('/proc/stat');
  if (!machine) return null;
  const cpu = machine.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const snapshot = { idle: cpu[3] + (cpu[4] ?? 0), server: 0, postgres: 0, bench: 0, all: 0 };
  snapshot.all = cpu.reduce((sum, ticks) => sum + ticks, 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) {
      snapshot.bench += busyTicks(pid);
      continue;
    }
    const comm = read(`/proc/${pid}/comm`)?.trim();
    if (comm === 'postgres') snapshot.postgres += busyTicks(pid);
    // Found by its settings (NUL-separated, the first with nothing before it): Node names its
    // main thread `node` or `MainThread` depending on the version.
    else if (`\0${read(`/proc/${pid}/environ`)}`.includes(`\0PORT=${serverPort}\0`))
      snapshot.server += busyTicks(pid);
  }
  return snapshot;
}

/**
 * Seconds of processor time between two snapshots, per kind, and per unit of work (`units`, e.g.
 * purchases) in milliseconds. `other` is what nobody named here used, processes that ended
 * included (pgbench, a closed connection's backend).
 */
export function cpuSplit(before, after, units) {
  if (!before || !after) return null;
  const seconds = (ticks) => Number((ticks / ticksPerSecond).toFixed(2));
  const used = {
    server: after.server - before.server,
    postgres: after.postgres - before.postgres,
    loadGenerator: after.bench - before.bench,
  };
  const busy = after.all - before.all - (after.idle - before.idle);
  used.other = Math.max(0, busy - used.server - used.postgres - used.loadGenerator);
  const perUnitMs = Object.fromEntries(
    Object.entries(used).map(([kind, ticks]) => [
      kind,
      Number(((ticks / ticksPerSecond / units) * 1000).toFixed(1)),
    ]),
  );
  return {
    cores: os.cpus().length,
    seconds: Object.fromEntries(
      Object.entries(used).map(([kind, ticks]) => [kind, seconds(ticks)]),
    ),
    idleSeconds: seconds(after.idle - before.idle),
    perUnitMs,
  };
}
