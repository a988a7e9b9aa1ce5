import { expect } from '@open-wc/testing';
import jsQR from 'jsqr';
import QRCode from 'qrcode/lib/core/qrcode.js';
import { qrPath, QUIET_ZONE } from '../src/qr/qr-path.js';

const SAMPLES = [
  'a',
  'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021',
  'ethereum:0x52908400098527886E0F7030069857D2E4169EE7@1?value=18300000000000000',
  'solana:HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH?amount=0.12&label=Domain%20purchase',
  'Zahlung für café.example — 日本語のドメイン 😀',
  'x'.repeat(2048),
  `bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00021&message=${'Domain%20purchase%20'.repeat(99)}`,
];

/** The modules a path paints, as "x,y" keys, failing on any segment not of the expected shape or painted twice. */
function paintedModules(d: string): Set<string> {
  const painted = new Set<string>();
  const segment = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = segment.exec(d))) {
    consumed = segment.lastIndex;
    const [, x, y, width, back] = match.map(Number);
    expect(back, 'each run closes on itself').to.equal(width);
    expect(width).to.be.greaterThan(0);
    for (let i = 0; i < width!; i += 1) {
      const key = `${x! + i},${y}`;
      expect(painted.has(key), `module ${key} painted twice`).to.equal(false);
      painted.add(key);
    }
  }
  expect(consumed, 'the whole path is runs of modules').to.equal(d.length);
  return painted;
}

/** The dark modules qrcode draws for `text` in byte mode at level M, the reference for ours. */
function darkModules(text: string): { size: number; dark: Set<string> } {
  const { size, data } = QRCode.create([{ data: text, mode: 'byte' }], { errorCorrectionLevel: 'M' }).modules;
  const dark = new Set<string>();
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) if (data[y * size + x]) dark.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`);
  }
  return { size, dark };
}

describe('qrPath', () => {
  it('leaves a quiet zone of four modules', () => expect(QUIET_ZONE).to.equal(4));

  for (const text of SAMPLES) {
    describe(`for ${text.length > 60 ? `${text.length} characters` : text}`, () => {
      it('is the symbol plus the quiet zone on each side', () => {
        const { size } = darkModules(text);
        expect(qrPath(text)!.size).to.equal(size + 2 * QUIET_ZONE);
      });

      it('paints exactly the dark modules, each once, none in the quiet zone', () => {
        const path = qrPath(text)!;
        const painted = paintedModules(path.d);
        expect([...painted].sort()).to.deep.equal([...darkModules(text).dark].sort());
        for (const key of painted) {
          const [x, y] = key.split(',').map(Number);
          expect(x! >= QUIET_ZONE && x! < path.size - QUIET_ZONE, key).to.equal(true);
          expect(y! >= QUIET_ZONE && y! < path.size - QUIET_ZONE, key).to.equal(true);
        }
      });

      it('decodes back to the text when its modules are drawn', () => {
        const path = qrPath(text)!;
        const painted = paintedModules(path.d);
        const scale = 4;
        const side = path.size * scale;
        const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
        for (let py = 0; py < side; py += 1) {
          for (let px = 0; px < side; px += 1) {
            if (!painted.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`)) continue;
            const i = (py * side + px) * 4;
            pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
          }
        }
        expect(jsQR(pixels, side, side)?.data).to.equal(text);
      });
    });
  }

  it('is undefined for a text no QR code can hold', () => {
    expect(qrPath('x'.repeat(3000))).to.equal(undefined);
  });
});
