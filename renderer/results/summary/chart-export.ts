/**
 * A chart as a file: the SVG element serialised standalone — every colour and font the theme's style
 * sheet gives it written onto the element itself (a saved file has no style sheet), on the theme's
 * background, its title and description kept — and a PNG of that SVG drawn on a canvas. The page's
 * policy allows `data:` images, which is how the SVG becomes a picture to draw.
 */

/** What the style sheet decides and a standalone SVG must say itself. */
const PAINT = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The chart's size in CSS pixels, from its viewBox. */
export function chartSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.viewBox.baseVal;
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/** `svg` as a standalone SVG document, painted as it is on screen, on `background` (a CSS colour). */
export function standaloneSvg(svg: SVGSVGElement, background: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, i) => {
    const style = getComputedStyle(element);
    const target = copies[i]!;
    for (const property of PAINT) {
      const value = style.getPropertyValue(property);
      if (value) target.setAttribute(property, value);
    }
    target.removeAttribute('class');
  });
  const { width, height } = chartSize(svg);
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const backdrop = document.createElementNS(SVG_NS, 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  // After the title and description, before everything drawn.
  copy.insertBefore(backdrop, copy.querySelector('desc')?.nextSibling ?? copy.firstChild);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}

/** Pixels per CSS pixel of a saved PNG: sharp on a high-density screen and in a document. */
export const PNG_SCALE = 2;

/** The PNG of a standalone SVG of `size`, drawn on a canvas at {@link PNG_SCALE}; its bytes in Base64. */
export async function svgToPngBase64(
  svgText: string,
  size: { width: number; height: number },
): Promise<string> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size.width * PNG_SCALE;
  canvas.height = size.height * PNG_SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This page cannot draw on a canvas, so no PNG can be made.');
  context.scale(PNG_SCALE, PNG_SCALE);
  context.drawImage(image, 0, 0, size.width, size.height);
  const url = canvas.toDataURL('image/png');
  return url.slice(url.indexOf(',') + 1);
}
