import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's main export renders given text; its typings only declare `create`. */
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options?: { width?: number; height?: number; noise?: number; fontSize?: number },
) => string;

/** The image's size as shown (CSS px); the PNG has twice as many pixels each way, for sharp screens. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/**
 * The captcha as a PNG (docs/decisions.md "Guessing"). svg-captcha draws the characters as the
 * font's own outlines, so its SVG alone is read by matching each path to a letter; here a random
 * turbulence field (a new seed per image) displaces every pixel by up to ±4.5 px before the image
 * is rasterised by sharp, so neither the outlines nor a fixed bitmap of a glyph survive into
 * what the client gets. It is a speed bump for bots, not a wall: the back-off of sign-in tries
 * (core guess-backoff.ts) is what bounds guessing.
 */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const svg = renderSvg(text, {
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    noise: 2,
    fontSize: 46,
  });
  const warp =
    '<defs><filter id="warp" x="0" y="0" width="100%" height="100%">' +
    `<feTurbulence type="fractalNoise" baseFrequency="0.04 0.08" numOctaves="2" seed="${randomInt(1, 1_000_000)}"/>` +
    '<feDisplacementMap in="SourceGraphic" scale="9" xChannelSelector="R" yChannelSelector="G"/>' +
    '</filter></defs><g filter="url(#warp)">';
  const warped = svg.replace(/^(<svg[^>]*>)/, `$1${warp}`).replace(/<\/svg>$/, '</g></svg>');
  return sharp(Buffer.from(warped), { density: 144 })
    .resize(CAPTCHA_WIDTH * 2, CAPTCHA_HEIGHT * 2)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
