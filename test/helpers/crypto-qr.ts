/**
 * Reads a QR code the way a phone would see it on screen: the element's SVG is serialized,
 * loaded as an image, drawn on a canvas at a whole number of pixels per module and decoded
 * with jsQR. What comes back is the text the code really carries, not what we meant it to.
 */
import jsQR from 'jsqr';

export interface RenderedQr {
  /** The decoded text, or undefined when jsQR found no code. */
  text: string | undefined;
  /** Modules per side, quiet zone included, from the viewBox. */
  size: number;
  /** Whether the module at (x, y) came out dark, sampled at its centre. */
  dark(x: number, y: number): boolean;
  /** Every pixel is pure black or pure white: no grey, no colour. */
  onlyBlackAndWhite: boolean;
}

export async function renderQr(svg: SVGSVGElement, pixelsPerModule = 8): Promise<RenderedQr> {
  const size = svg.viewBox.baseVal.width;
  const side = size * pixelsPerModule;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(side));
  copy.setAttribute('height', String(side));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }),
  );
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(image, 0, 0, side, side);
    const { data } = context.getImageData(0, 0, side, side);
    const decoded = jsQR(data, side, side, { inversionAttempts: 'dontInvert' });
    let onlyBlackAndWhite = true;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      const black = r === 0 && g === 0 && b === 0;
      const white = r === 255 && g === 255 && b === 255;
      if (a !== 255 || !(black || white)) {
        onlyBlackAndWhite = false;
        break;
      }
    }
    const centre = Math.floor(pixelsPerModule / 2);
    return {
      text: decoded?.data,
      size,
      onlyBlackAndWhite,
      dark: (x, y) => data[((y * pixelsPerModule + centre) * side + x * pixelsPerModule + centre) * 4] === 0,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
