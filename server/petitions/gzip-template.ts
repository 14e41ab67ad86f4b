import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A page compressed once, with holes for a value that changes on every
 * response (the CSP nonce). Each piece of text is compressed on its own and
 * flushed to a byte boundary, so the pieces and a freshly compressed value can
 * be joined into one valid gzip stream without compressing the page again.
 */
export type GzipTemplate = { pieces: Buffer[]; compressed: Buffer[] };

const SYNC = { finishFlush: constants.Z_SYNC_FLUSH, level: 6 };
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A last, empty block with fixed codes: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

export function gzipTemplate(text: string, hole: string): GzipTemplate {
  const pieces = text.split(hole).map((piece) => Buffer.from(piece));
  return { pieces, compressed: pieces.map((piece) => deflateRawSync(piece, SYNC)) };
}

/** The gzip bytes of the template's text with every hole filled by `value`. */
export function fillGzip({ pieces, compressed }: GzipTemplate, value: string): Buffer {
  const filler = Buffer.from(value);
  const fillerCompressed = deflateRawSync(filler, SYNC);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  pieces.forEach((piece, index) => {
    if (index > 0 && filler.length > 0) {
      parts.push(fillerCompressed);
      crc = crc32(filler, crc);
      length += filler.length;
    }
    parts.push(compressed[index] as Buffer);
    crc = crc32(piece, crc);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}
