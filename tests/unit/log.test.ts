/** server/lib/log.ts: the server's log lines, one JSON object each, as collectors and bench:day read them. */
import { describe, expect, it } from 'vitest';
import { logProcessWarnings } from '../../server/lib/log.ts';
import { capturedLog } from '../support/log.ts';

describe('the server log', () => {
  it('writes one JSON object per line: level by name, ISO time, pid, fields and message', () => {
    const { lines, log } = capturedLog();
    log.info({ method: 'GET', status: 200 }, 'request');
    log.warn('slow "statement"\nsecond line');
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      method: 'GET',
      status: 200,
      msg: 'request',
    });
    expect(second).toMatchObject({ level: 'warn', msg: 'slow "statement"\nsecond line' });
  });

  it('writes an error with its type, message and stack', () => {
    const { lines, log } = capturedLog();
    log.error({ err: new TypeError('boom') }, '[api] unexpected error');
    const line = JSON.parse(lines[0]!) as { level: string; err: { type: string; message: string; stack: string } };
    expect(line.level).toBe('error');
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect(line.err.stack).toContain('log.test.ts');
  });

  it("writes Node's own warnings (a library's deprecation) as warn lines", async () => {
    const { lines, log } = capturedLog();
    const restore = logProcessWarnings(log);
    try {
      process.emitWarning('Calling this twice is deprecated', { type: 'DeprecationWarning', code: 'DEP_TEST' });
      await new Promise((r) => process.nextTick(r));
    } finally {
      restore();
    }
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      expect.objectContaining({
        level: 'warn',
        warning: 'DeprecationWarning',
        code: 'DEP_TEST',
        msg: 'Calling this twice is deprecated',
      }),
    ]);
  });
});
