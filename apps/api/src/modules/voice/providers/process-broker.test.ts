import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBrokered, startBrokered } from './process-broker';

describe('the process helper', () => {
  it('runs a long-lived process with stdin and stdout, and kills it', async () => {
    const out: string[] = [];
    let exit = '';
    const child = startBrokered('sh', ['-c', 'exec cat'], { onData: (d) => out.push(d.toString()), onExit: (reason) => (exit = reason) });
    child.write(Buffer.from('hello\n'));
    await expect.poll(() => out.join('')).toBe('hello\n');
    child.kill();
    await expect.poll(() => exit).toBe('SIGKILL');
  });

  it('renders a file, hands back its bytes and removes it', async () => {
    const file = join(tmpdir(), `parley-broker-test-${process.pid}.txt`);
    const result = await renderBrokered('sh', ['-c', 'printf spoken > "$1"; echo note >&2', 'sh', file], file, new AbortController().signal);
    expect(result).toMatchObject({ code: 0, stderr: 'note\n' });
    expect(result.file?.toString()).toBe('spoken');
    expect(existsSync(file)).toBe(false);
  });

  it('kills a render when aborted', async () => {
    const controller = new AbortController();
    const file = join(tmpdir(), `parley-broker-test-${process.pid}-2.txt`);
    const pending = renderBrokered('sleep', ['5'], file, controller.signal);
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const result = await pending;
    // Killed well before the 5 s sleep would end (a generous bound for a loaded machine).
    expect(performance.now() - started).toBeLessThan(4500);
    expect(result.code).toBeNull();
    expect(result.file).toBeNull();
  });

  // Linux's autogroup: where the kernel has none, the file is absent and there is nothing to set.
  it.skipIf(!existsSync('/proc/self/autogroup'))("sets the niceness of the process's scheduling group", async () => {
    const out: string[] = [];
    // Each line read, it prints its group's niceness (a session of its own: the helper starts it detached).
    const child = startBrokered(
      'sh',
      ['-c', 'while read x; do cat /proc/self/autogroup; done'],
      { onData: (d) => out.push(d.toString()), onExit: () => {} },
      { groupNiceness: 19 },
    );
    await expect
      .poll(() => {
        child.write(Buffer.from('?\n'));
        return out.join('');
      })
      .toMatch(/nice 19/);
    // and back up towards 0, which needs no privilege (the kernel allows one change per 100 ms: the helper tries again)
    child.setGroupNiceness(0);
    out.length = 0;
    await expect
      .poll(() => {
        child.write(Buffer.from('?\n'));
        return out.join('');
      })
      .toMatch(/nice 0/);
    child.kill();
  });
});
