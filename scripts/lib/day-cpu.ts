/**
 * Where the CPU went during `npm run bench:day`: the CPU time of each group of processes (the generator, nginx, each
 * API process, the bench database's PostgreSQL backends) and of the whole machine, from /proc, sampled every few
 * seconds so processes that come and go (the API process killed and restarted) are counted while they lived.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process, in seconds; undefined once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

/** Busy and total seconds of all cores together since boot. */
function machineSeconds(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const idle = n[3]! + n[4]!; // idle + iowait
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

export interface CpuFigures {
  seconds: number;
  groups: { name: string; cpu: number }[];
  machineBusy: number;
  cores: number;
}

/** Starts sampling `groups` (each a function answering its current pids); `stop` answers CPU seconds per group. */
export function sampleCpu(groups: Record<string, () => number[] | Promise<number[]>>, everyMs = 2000) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const owner = new Map<number, string>();
  const startedAt = performance.now();
  const machine0 = machineSeconds();
  const sample = async () => {
    for (const [name, pids] of Object.entries(groups)) {
      for (const pid of await pids()) {
        const s = cpuSeconds(pid);
        if (s === undefined) continue;
        if (!first.has(pid)) first.set(pid, s);
        last.set(pid, s);
        owner.set(pid, name);
      }
    }
  };
  void sample();
  const timer = setInterval(() => void sample().catch(() => {}), everyMs);
  return {
    stop: async (): Promise<CpuFigures> => {
      clearInterval(timer);
      await sample();
      const machine1 = machineSeconds();
      const cpu = new Map<string, number>();
      for (const [pid, s] of last) cpu.set(owner.get(pid)!, (cpu.get(owner.get(pid)!) ?? 0) + s - first.get(pid)!);
      const seconds = (performance.now() - startedAt) / 1000;
      return {
        seconds,
        groups: Object.keys(groups).map((name) => ({ name, cpu: cpu.get(name) ?? 0 })),
        machineBusy: machine1.busy - machine0.busy,
        cores: Math.round((machine1.total - machine0.total) / seconds),
      };
    },
  };
}
