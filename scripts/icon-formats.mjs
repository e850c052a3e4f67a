/**
 * Tiny writers for the two icon containers installers want, both of which
 * may simply hold PNG images (so no image library and no native download):
 *
 * - ICO (Windows): a 6-byte header, a 16-byte entry per image, then the PNGs.
 *   Width/height 256 are written as 0, as the format requires. PNG entries are
 *   understood since Windows Vista.
 * - ICNS (macOS): "icns" + total length, then per image a 4-byte type and a
 *   length (both big-endian) and the PNG. Types by pixel size as Apple
 *   documents them: icp4 16, icp5 32, icp6 64, ic07 128, ic08 256, ic09 512,
 *   ic10 1024 (512@2x).
 */

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png) {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature || png.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** @param {Buffer[]} pngs square PNGs of at most 256 px */
export function encodeIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  const entries = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width, height } = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`an ICO image is at most 256 px, not ${width}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0);
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

export const ICNS_TYPES = { 16: 'icp4', 32: 'icp5', 64: 'icp6', 128: 'ic07', 256: 'ic08', 512: 'ic09', 1024: 'ic10' };

/** @param {Buffer[]} pngs square PNGs of the sizes in ICNS_TYPES */
export function encodeIcns(pngs) {
  const chunks = pngs.map((png) => {
    const { width } = pngSize(png);
    const type = ICNS_TYPES[width];
    if (!type) throw new Error(`no ICNS type for ${width} px`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}
