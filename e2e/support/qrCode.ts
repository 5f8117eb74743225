import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** Pixels per QR module when the code is drawn for reading: a phone camera's view, roughly. */
const SCALE = 8;

/**
 * What a QR code on the page says, read as a camera would read it: the page draws the SVG onto a
 * canvas, and jsQR decodes the pixels (nothing is taken from the code's own markup).
 */
export async function readQrCode(qr: Locator): Promise<string> {
  const { width, height, pixels } = await qr.evaluate(async (svg, scale) => {
    const box = (svg as SVGSVGElement).viewBox.baseVal;
    const image = new Image();
    const source = new XMLSerializer().serializeToString(svg);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = box.width * scale;
    canvas.height = box.height * scale;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  }, SCALE);
  const read = jsQR(Uint8ClampedArray.from(pixels), width, height);
  if (!read) throw new Error('the QR code on the page could not be read');
  return read.data;
}
