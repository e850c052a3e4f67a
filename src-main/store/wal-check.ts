/**
 * Checking SQLite's write-ahead log before SQLite opens it.
 *
 * SQLite reads a WAL up to its first frame that fails its checksum and
 * silently ignores the rest; its next checkpoint then writes the good part
 * into the database and starts the log afresh, so the evidence is gone. A
 * torn last write (a crash while a transaction was being written) is exactly
 * that, and harmless: that transaction was never acknowledged (with
 * `synchronous = FULL` a commit is acknowledged only after its frames are
 * synced). But when frames of the *same* log generation that were committed
 * later still follow a bad frame, acknowledged changes would be lost: that is
 * damage, and must be reported before anything is opened.
 *
 * Format (https://www.sqlite.org/fileformat.html#the_write_ahead_log): a
 * 32-byte header (magic, version, page size, checkpoint sequence, salt-1,
 * salt-2, checksum-1, checksum-2), then frames of a 24-byte header (page
 * number, database size after commit — non-zero only for a commit's last
 * frame —, salt-1, salt-2, checksum-1, checksum-2) and one page. Checksums
 * are cumulative: each frame's covers its first 8 header bytes and its page,
 * starting from the previous frame's (the first from the header's).
 */
import fs from 'node:fs';
import path from 'node:path';

const MAGIC_LE = 0x377f0682;
const MAGIC_BE = 0x377f0683;

/** SQLite's WAL checksum of `buf[from, to)` (a multiple of 8 bytes), continuing from `s`. */
function checksum(buf: Buffer, from: number, to: number, bigEndian: boolean, s: readonly [number, number]): [number, number] {
  let s1 = s[0];
  let s2 = s[1];
  for (let i = from; i < to; i += 8) {
    const x0 = bigEndian ? buf.readUInt32BE(i) : buf.readUInt32LE(i);
    const x1 = bigEndian ? buf.readUInt32BE(i + 4) : buf.readUInt32LE(i + 4);
    s1 = (s1 + x0 + s2) >>> 0;
    s2 = (s2 + x1 + s1) >>> 0;
  }
  return [s1, s2];
}

/**
 * Why the write-ahead log `walFile` would lose acknowledged changes, or null
 * when it is absent, empty, intact or only torn at its end.
 */
export function walDamage(walFile: string): string | null {
  let buf: Buffer;
  try {
    buf = fs.readFileSync(walFile);
  } catch {
    return null; // no log: nothing waiting to be written into the database
  }
  const name = path.basename(walFile);
  if (buf.length < 32) return null; // the header was never completed: no frames either
  const magic = buf.readUInt32BE(0);
  const rawPageSize = buf.readUInt32BE(8);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pageSizeOk = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) === 0;
  const bigEndian = magic === MAGIC_BE;
  const headerSum = checksum(buf, 0, 24, bigEndian, [0, 0]);
  const headerOk = (magic === MAGIC_LE || magic === MAGIC_BE) && pageSizeOk && headerSum[0] === buf.readUInt32BE(24) && headerSum[1] === buf.readUInt32BE(28);
  if (!headerOk) {
    // SQLite would ignore the whole log: any frame after the header would be lost.
    return buf.length >= 32 + 24 + 512 ? `the write-ahead log ${name} is damaged: its header cannot be read, so every saved change still in it (${buf.length} bytes) would be lost` : null;
  }
  const salt1 = buf.readUInt32BE(16);
  const salt2 = buf.readUInt32BE(20);
  const frameSize = 24 + pageSize;
  const frames = Math.floor((buf.length - 32) / frameSize);
  const offset = (i: number): number => 32 + i * frameSize;
  const current = (i: number): boolean => buf.readUInt32BE(offset(i) + 8) === salt1 && buf.readUInt32BE(offset(i) + 12) === salt2;
  const verifies = (i: number, from: readonly [number, number]): [number, number] | null => {
    const at = offset(i);
    const s = checksum(buf, at + 24, at + frameSize, bigEndian, checksum(buf, at, at + 8, bigEndian, from));
    return s[0] === buf.readUInt32BE(at + 16) && s[1] === buf.readUInt32BE(at + 20) ? s : null;
  };
  const stored = (i: number): [number, number] => [buf.readUInt32BE(offset(i) + 16), buf.readUInt32BE(offset(i) + 20)];

  // The log as SQLite reads it: frames up to the first one that is stale or fails its checksum.
  let s: [number, number] = headerSum;
  let end = frames;
  for (let i = 0; i < frames; i++) {
    const next = current(i) ? verifies(i, s) : null;
    if (!next) {
      end = i;
      break;
    }
    s = next;
  }
  if (end === frames) return null;
  // Beyond that point: commits of this same generation that are themselves intact were acknowledged once.
  let lost = 0;
  for (let j = end + 1; j < frames; j++) {
    if (current(j) && buf.readUInt32BE(offset(j) + 4) !== 0 && verifies(j, stored(j - 1))) lost++;
  }
  if (lost === 0) return null; // a torn last transaction, never acknowledged
  return `the write-ahead log ${name} is damaged at frame ${end + 1} of ${frames}: ${lost} saved change${lost === 1 ? '' : 's'} after it cannot be read and would be lost`;
}
