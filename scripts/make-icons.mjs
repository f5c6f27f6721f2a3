// Writes the PWA icons (public/icons/*.png) with nothing but node:zlib: a deep-sea disc with a
// white sail over a light wave. `node scripts/make-icons.mjs` regenerates them.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = new URL('../public/icons/', import.meta.url).pathname;
const sea = [11, 61, 92];
const foam = [166, 200, 221];
const white = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function encodePng(size, pixelAt) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixelAt(x + 0.5, y + 0.5);
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
      raw[offset + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The emblem in unit coordinates (0..1 over its own box): a sail above a wave. */
function emblemColour(u, v) {
  const inSail = v >= 0.22 && v <= 0.56 && Math.abs(u - 0.5) <= ((v - 0.22) / 0.34) * 0.2;
  if (inSail) return white;
  const waveY = 0.66 + 0.05 * Math.sin((u - 0.12) * Math.PI * 3);
  if (u > 0.14 && u < 0.86 && Math.abs(v - waveY) < 0.035) return foam;
  return null;
}

function drawIcon(size, { maskable }) {
  return encodePng(size, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (maskable) {
      // Full-bleed background; the emblem stays inside the 80 % safe zone.
      const colour = emblemColour((u - 0.5) / 0.8 + 0.5, (v - 0.5) / 0.8 + 0.5) ?? sea;
      return [...colour, 255];
    }
    const distance = Math.hypot(u - 0.5, v - 0.5);
    if (distance > 0.48) return [0, 0, 0, 0];
    const colour = emblemColour(u, v) ?? sea;
    return [...colour, 255];
  });
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-512-maskable.png', 512, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(join(outDir, name), drawIcon(size, { maskable }));
  console.log(`wrote public/icons/${name}`);
}
