/**
 * A real SMTP server on 127.0.0.1 for the outbox tests (the npm package smtp-server): it can be stopped and started
 * again on the same port to play a mail server that is down, and it records the Message-ID of every mail it accepted.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  /** The Message-ID of each accepted mail, in order (a repeat appears twice). */
  received: string[];
  up(): Promise<void>;
  down(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A test SMTP server, down until `up()`. */
export async function testSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const received: string[] = [];
  let server: SMTPServer | undefined;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async up() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, done) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            received.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)');
            done();
          });
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
