import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractEntry, readTarEntries, TarFormatError, TarWriter } from '../tar';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gk-tar-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const longName = `files/photos/${'deep-folder/'.repeat(12)}olive-ölbaum-${'x'.repeat(40)}.png`;
const contents = new Map<string, Buffer>([
  ['manifest.json', Buffer.from('{"hello":"grove"}\n')],
  ['files/empty.txt', Buffer.alloc(0)],
  ['files/block.bin', Buffer.alloc(512, 7)], // exactly one block: no padding
  [longName, Buffer.from('a name longer than ustar holds')],
]);

async function entriesOf(file: string) {
  const handle = await open(file, 'r');
  try {
    const entries = await readTarEntries(handle);
    const read = new Map<string, Buffer>();
    for (const entry of entries) {
      const target = path.join(dir, `out-${read.size}`);
      await extractEntry(handle, entry, target);
      read.set(entry.name, await readFile(target));
      await rm(target);
    }
    return read;
  } finally {
    await handle.close();
  }
}

describe('tar archives', () => {
  it('reads back what it wrote, long names included', async () => {
    const file = path.join(dir, 'round-trip.tar');
    const writer = await TarWriter.create(file);
    for (const [name, data] of contents) await writer.addBuffer(name, data);
    await writer.finish();
    expect(await entriesOf(file)).toEqual(contents);
  });

  it('writes archives the system tar unpacks, and reads the ones it packs', async () => {
    const file = path.join(dir, 'ours.tar');
    const writer = await TarWriter.create(file);
    for (const [name, data] of contents) await writer.addBuffer(name, data);
    await writer.finish();
    const unpacked = path.join(dir, 'unpacked');
    await mkdir(unpacked);
    execFileSync('tar', ['-xf', file, '-C', unpacked]);
    for (const [name, data] of contents) {
      expect(await readFile(path.join(unpacked, ...name.split('/')))).toEqual(data);
    }

    // GNU tar's default format carries long names its own way.
    const theirs = path.join(dir, 'theirs.tar');
    execFileSync('tar', ['-cf', theirs, '-C', unpacked, ...contents.keys()]);
    expect(await entriesOf(theirs)).toEqual(contents);
  });

  it('refuses files that are not tar archives, or are cut short', async () => {
    const text = path.join(dir, 'text.txt');
    await writeFile(text, 'just some words\n'.repeat(100));
    const cut = path.join(dir, 'cut.tar');
    const whole = path.join(dir, 'whole.tar');
    const writer = await TarWriter.create(whole);
    await writer.addBuffer('big.bin', Buffer.alloc(5000, 1));
    await writer.finish();
    await writeFile(cut, (await readFile(whole)).subarray(0, 2048));

    for (const [file, message] of [
      [text, 'it is not a tar archive'],
      [cut, 'the archive is cut short'],
    ] as const) {
      const handle = await open(file, 'r');
      try {
        const reading = readTarEntries(handle);
        await expect(reading).rejects.toThrow(TarFormatError);
        await expect(reading).rejects.toThrow(message);
      } finally {
        await handle.close();
      }
    }
  });

  it('never overwrites an existing archive', async () => {
    const file = path.join(dir, 'taken.tar');
    await writeFile(file, 'precious');
    await expect(TarWriter.create(file)).rejects.toThrow(/EEXIST/);
    expect(await readFile(file, 'utf8')).toBe('precious');
  });
});
