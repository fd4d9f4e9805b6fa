import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { prepareBrokered, speakBrokered, startBrokered } from './process-broker';

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

  it('hands back the file a spoken render wrote, its errors, and removes the file', async () => {
    const spareFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('parley-spare-')).length;
    const args = ['-c', 'cat > "$1"; echo note >&2', 'sh'];
    const before = spareFiles();
    for (const text of ['spoken', 'twice', 'thrice']) {
      const result = await speakBrokered('sh', args, text, new AbortController().signal);
      expect(result).toMatchObject({ code: 0, stderr: 'note\n' });
      expect(result.file?.toString()).toBe(text);
    }
    // Only the spare now waiting for the next input may hold a file.
    expect(spareFiles()).toBeLessThanOrEqual(before + 1);
  });

  it('kills a spoken render when aborted', async () => {
    const controller = new AbortController();
    const pending = speakBrokered('sh', ['-c', 'cat > /dev/null; sleep 5', 'sh'], 'text', controller.signal);
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    const result = await pending;
    // Killed well before the 5 s sleep would end (a generous bound for a loaded machine).
    expect(performance.now() - started).toBeLessThan(4500);
    expect(result.code).toBeNull();
    expect(result.file).toBeNull();
  });

  it('speaks text given on stdin with a process started ahead, and a fresh one after each', async () => {
    // It writes when it started (ms) and what it read to the path the helper appends.
    const args = ['-c', 'started=$(date +%s%3N); text=$(cat); printf "%s %s" "$started" "$text" > "$1"', 'sh'];
    prepareBrokered('sh', args);
    const read = async (text: string) => {
      const asked = Date.now();
      const result = await speakBrokered('sh', args, text, new AbortController().signal);
      expect(result.code).toBe(0);
      const [started, ...words] = result.file!.toString().split(' ');
      return { startedAhead: asked - Number(started), text: words.join(' ') };
    };
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = await read("it's $HOME; `rm -rf /`");
    // The input is data, never shell script; the process was waiting before it was asked.
    expect(first.text).toBe("it's $HOME; `rm -rf /`");
    expect(first.startedAhead).toBeGreaterThan(100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await read('again');
    expect(second).toMatchObject({ text: 'again' });
    expect(second.startedAhead).toBeGreaterThan(100);
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
