// Image dimensions from the file header, read before any decoder allocates pixels.

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gifSize(b: Buffer): ImageSize | null {
  if (b.length < 10) return null;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Walks JPEG marker segments up to the first start-of-frame. */
function jpegSize(b: Buffer): ImageSize | null {
  let p = 2;
  while (p + 4 <= b.length) {
    if (b[p] !== 0xff) return null;
    const marker = b[p + 1] ?? 0;
    if (marker === 0xff) {
      p++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      p += 2;
      continue;
    }
    const length = b.readUInt16BE(p + 2);
    if (SOF_MARKERS.has(marker)) {
      if (p + 9 > b.length) return null;
      return { height: b.readUInt16BE(p + 5), width: b.readUInt16BE(p + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    p += 2 + length;
  }
  return null;
}

export function readImageSize(bytes: Buffer, mime: string): ImageSize | null {
  switch (mime) {
    case 'image/png':
      return pngSize(bytes);
    case 'image/gif':
      return gifSize(bytes);
    case 'image/jpeg':
      return jpegSize(bytes);
    default:
      return null;
  }
}
