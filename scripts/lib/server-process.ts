/** Starts the real server (`node server/main.ts`) as a child process, as `npm start` does, for process-level tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Milliseconds from spawn to the "listening" line. */
  readyMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server and resolves once it listens; `onOutput` sees its output as it comes (before that, too). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 150_000,
  onOutput?: (chunk: string) => void,
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    // The channel is how the server knows this process is gone (it stops then: server/main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  const collect = (d: Buffer) => {
    out += d.toString();
    onOutput?.(d.toString());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${out}`)), timeoutMs);
    const check = () => {
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, readyMs: performance.now() - started, exited };
}
