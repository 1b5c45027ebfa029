import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/**
 * Just enough of the tar format (POSIX ustar, with pax headers for long paths) to write
 * and read Grovekeeper backups with Node alone: regular files only, streamed through
 * file handles so a backup never has to fit in memory. The archives are ordinary tar
 * files: `tar -tvf backup.tar` lists them and `tar -xf` unpacks them.
 */

const BLOCK = 512;
/** The largest size the 11 octal digits of a ustar header hold (8 GiB - 1). */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;
const COPY_CHUNK = 1024 * 1024;

/** The tar file could not be read: not a tar file at all, or a damaged one. */
export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

/** Writes a tar archive to a new file, entry by entry. */
export class TarWriter {
  private position = 0;

  private constructor(private readonly handle: FileHandle) {}

  /** Creates `file`, which must not exist yet. */
  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx', 0o600));
  }

  /** An entry holding `data`. */
  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.writeHeaders(name, data.length, mtime);
    await this.write(data);
    await this.pad(data.length);
  }

  /**
   * An entry holding the file at `source` as it is when opened (a file replaced by a
   * rename meanwhile is read whole from before). Answers its size, or null when the file
   * no longer exists.
   */
  async addFile(name: string, source: string): Promise<number | null> {
    let input: FileHandle;
    try {
      input = await open(source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const stat = await input.stat();
      await this.writeHeaders(name, stat.size, stat.mtime);
      const buffer = Buffer.allocUnsafe(Math.min(COPY_CHUNK, Math.max(stat.size, 1)));
      let copied = 0;
      while (copied < stat.size) {
        const want = Math.min(buffer.length, stat.size - copied);
        const { bytesRead } = await input.read(buffer, 0, want, copied);
        if (bytesRead === 0) throw new Error(`${source} got shorter while it was being copied`);
        await this.write(buffer.subarray(0, bytesRead));
        copied += bytesRead;
      }
      await this.pad(stat.size);
      return stat.size;
    } finally {
      await input.close();
    }
  }

  /** Writes the end-of-archive marker, flushes the file to disk and closes it. */
  async finish(): Promise<number> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
    return this.position;
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }

  private async writeHeaders(name: string, size: number, mtime: Date): Promise<void> {
    if (Buffer.byteLength(name) > 100) {
      // A pax extended header carries the full path; the ustar header keeps a shortened one.
      const record = paxRecord('path', name);
      await this.write(header(`PaxHeader/${shorten(name, 90)}`, record.length, mtime, 'x'));
      await this.write(record);
      await this.pad(record.length);
    }
    await this.write(header(shorten(name, 100), size, mtime, '0'));
  }

  private async write(data: Buffer): Promise<void> {
    let offset = 0;
    while (offset < data.length) {
      const { bytesWritten } = await this.handle.write(
        data,
        offset,
        data.length - offset,
        this.position,
      );
      offset += bytesWritten;
      this.position += bytesWritten;
    }
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest !== 0) await this.write(Buffer.alloc(BLOCK - rest));
  }
}

/** The first `maxBytes` bytes of `name`, cut on a character boundary. */
function shorten(name: string, maxBytes: number): string {
  let result = name;
  while (Buffer.byteLength(result) > maxBytes) result = result.slice(0, -1);
  return result;
}

/** One pax record, `<length> <key>=<value>\n`, where the length counts itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyBytes = Buffer.byteLength(body);
  let length = bodyBytes + 1;
  while (length !== bodyBytes + String(length).length) length = bodyBytes + String(length).length;
  return Buffer.from(`${length}${body}`);
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii'); // mode
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  writeSize(block, size);
  block.write(octal(Math.max(0, Math.floor(mtime.getTime() / 1000)), 12), 136, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii'); // magic "ustar\0" and version "00"
  block.fill(' ', 148, 156); // the checksum is computed with its own field as spaces
  block.write(`${octal(checksum(block), 7)} `, 148, 'ascii');
  return block;
}

/** A zero-padded octal number ending in a NUL, `width` bytes in all. */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\u0000`;
}

/** Octal when it fits, else GNU tar's base-256 (big-endian, first byte 0x80). */
function writeSize(block: Buffer, size: number): void {
  if (size <= MAX_OCTAL_SIZE) {
    block.write(octal(size, 12), 124, 'ascii');
    return;
  }
  block[124] = 0x80;
  let rest = BigInt(size);
  for (let i = 135; i > 124; i--) {
    block[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (const byte of block) sum += byte;
  return sum;
}

/** A regular file inside an archive: where its bytes are and how many. */
export interface TarEntry {
  name: string;
  size: number;
  /** Position of the first byte of its data in the archive file. */
  offset: number;
}

/**
 * The regular files of the tar archive open on `handle`, in order. Throws TarFormatError
 * when the file is not a tar archive or ends before its last entry does.
 */
export async function readTarEntries(handle: FileHandle): Promise<TarEntry[]> {
  const { size: fileSize } = await handle.stat();
  const entries: TarEntry[] = [];
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  /** The full name of the next entry, from a pax or GNU long-name header before it. */
  let longName: string | undefined;
  for (;;) {
    const { bytesRead } = await handle.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK && position === 0) throw new TarFormatError('it is not a tar archive');
    if (bytesRead === 0) break; // no end marker: tolerated, as tar does
    if (bytesRead < BLOCK) throw new TarFormatError('the archive is cut short');
    if (block.every((byte) => byte === 0)) break;
    if (!validChecksum(block)) {
      throw new TarFormatError(
        position === 0 ? 'it is not a tar archive' : `damaged header at byte ${position}`,
      );
    }
    const size = readSize(block);
    const type = String.fromCharCode(block[156] ?? 0);
    const offset = position + BLOCK;
    if (offset + size > fileSize) throw new TarFormatError('the archive is cut short');
    if (type === 'x') {
      longName = parsePax(await readRange(handle, offset, size)).get('path');
    } else if (type === 'L') {
      // GNU tar's own way to carry a long name (its default format).
      longName = text(await readRange(handle, offset, size), 0, size);
    } else if (type === '0' || type === '\u0000') {
      entries.push({ name: longName ?? ustarName(block), size, offset });
      longName = undefined;
    } else if (type !== 'g') {
      longName = undefined; // directories, links and the rest are not part of a backup
    }
    position = offset + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

function validChecksum(block: Buffer): boolean {
  const stored = parseInt(text(block, 148, 8).trim() || 'x', 8);
  if (Number.isNaN(stored)) return false;
  const copy = Buffer.from(block);
  copy.fill(' ', 148, 156);
  return checksum(copy) === stored;
}

function readSize(block: Buffer): number {
  if (((block[124] ?? 0) & 0x80) !== 0) {
    let value = 0n;
    for (let i = 125; i < 136; i++) value = (value << 8n) | BigInt(block[i] ?? 0);
    return Number(value);
  }
  const value = parseInt(text(block, 124, 12).trim() || '0', 8);
  if (Number.isNaN(value)) throw new TarFormatError('a header has an unreadable size');
  return value;
}

/** The ustar name, with its prefix field (paths of up to 255 bytes). */
function ustarName(block: Buffer): string {
  const name = text(block, 0, 100);
  const prefix = text(block, 257, 6) === 'ustar' ? text(block, 345, 155) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parsePax(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let position = 0;
  while (position < data.length) {
    const space = data.indexOf(0x20, position);
    const length = parseInt(data.subarray(position, space).toString('ascii'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) {
      throw new TarFormatError('a pax header is damaged');
    }
    const record = data.subarray(space + 1, position + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    position += length;
  }
  return records;
}

/** `length` bytes of the archive from `offset` (small entries: manifests, pax headers). */
export async function readRange(handle: FileHandle, offset: number, length: number) {
  const data = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(data, done, length - done, offset + done);
    if (bytesRead === 0) throw new TarFormatError('the archive is cut short');
    done += bytesRead;
  }
  return data;
}

/** Copies an entry's bytes into a new file, chunk by chunk. */
export async function extractEntry(
  handle: FileHandle,
  entry: TarEntry,
  target: string,
): Promise<void> {
  const output = await open(target, 'wx', 0o644);
  try {
    const buffer = Buffer.allocUnsafe(Math.min(COPY_CHUNK, Math.max(entry.size, 1)));
    let done = 0;
    while (done < entry.size) {
      const want = Math.min(buffer.length, entry.size - done);
      const { bytesRead } = await handle.read(buffer, 0, want, entry.offset + done);
      if (bytesRead === 0) throw new TarFormatError('the archive is cut short');
      let written = 0;
      while (written < bytesRead) {
        written += (await output.write(buffer, written, bytesRead - written)).bytesWritten;
      }
      done += bytesRead;
    }
  } finally {
    await output.close();
  }
}
