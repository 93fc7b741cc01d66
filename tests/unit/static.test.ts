import { describe, expect, it } from 'vitest';
import { appShellPath, resolveFile } from '../../server/site/static.ts';

describe('static site paths', () => {
  it('serves every booking address from the booking shell', () => {
    expect(appShellPath('/appointments/50000000-0000-4000-8000-000000000001')).toBe('/appointments/');
    expect(appShellPath('/appointments/x/')).toBe('/appointments/');
    expect(appShellPath('/appointments/a/b')).toBe('/appointments/a/b');
    expect(appShellPath('/branches/x')).toBe('/branches/x');
  });
  it('never resolves outside the build folder', async () => {
    expect(await resolveFile('/tmp', '/../etc/passwd')).toBeUndefined();
    expect(await resolveFile('/tmp', '/%2e%2e/etc/passwd')).toBeUndefined();
    expect(await resolveFile('/tmp', '/%E0%A4%A')).toBeUndefined();
    expect(await resolveFile('/tmp', '/a%00b')).toBeUndefined();
  });
});
