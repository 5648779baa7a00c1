/**
 * The summary's two kinds of chart, drawn as SVG with visx (scales, bars, axes; @visx/*): horizontal bars
 * with their names and figures written beside them (counts by status or kind, the largest holders), and a
 * histogram with axes (a distribution by decade). Each SVG is an image with a name (`<title>`) and a
 * description holding every figure it draws (`<desc>`), so it is read whole, and what a saved file
 * carries too. Colours are the theme's variables (summary.css): light and dark alike.
 */
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId, useLayoutEffect, useRef } from 'react';
import { shortenText } from '../../../shared/format/text-safety';

/** One bar: what it stands for, its length, the figure written for it. */
export interface ChartBar {
  readonly key: string;
  /** Its name beside it (horizontal), or under it (histogram). */
  readonly label: string;
  /** Its length, in any unit (only the ratio to the longest counts). */
  readonly value: number;
  /** The exact figure written at its end (`3,012`, `5,000,000,000.123456789 TON`). */
  readonly valueText: string;
  /** Extra class for its colour (`summary-bar-active`). */
  readonly className?: string;
}

/** What every chart is told: its name and the sentence holding its figures. */
interface ChartText {
  readonly title: string;
  readonly description: string;
}

const FONT = 12;
const ROW = 22;
const WIDTH = 460;
/** Average width of a character at {@link FONT}, a little generous: how many fit in a space. */
const CHAR_WIDTH = 7;

/** `text` cut to what `width` pixels hold at {@link FONT}, with `…` when cut (the table writes it whole). */
function fitted(text: string, width: number): string {
  const { shown, cut } = shortenText(text, Math.max(1, Math.floor(width / CHAR_WIDTH) - 1));
  return cut ? `${shown}…` : text;
}

/** The 2D context that measures texts (no page layout: a canvas draws off the page), made once. */
let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * How wide `svg`'s texts are drawn, in pixels at {@link FONT}: measured by a canvas in the chart's own
 * font, which reads no layout — a text's own measure (`getComputedTextLength`) lays the whole page out
 * first, 65–77 ms of the task that drew the summary once a 100,000-row lookup finished. Where no canvas
 * can measure, the text's own measure is read.
 */
function textWidths(svg: SVGSVGElement): (text: SVGTextElement) => number {
  measuring ??= document.createElement('canvas').getContext('2d');
  const context = measuring;
  if (!context)
    return (text) => {
      text.removeAttribute('textLength');
      return text.getComputedTextLength();
    };
  // Style only (the font the chart inherits), no layout.
  const style = getComputedStyle(svg);
  context.font = `${style.fontStyle} ${style.fontWeight} ${FONT}px ${style.fontFamily}`;
  return (text) => context.measureText(text.textContent ?? '').width;
}

/**
 * Squeezes each text of a chart drawn wider than its `data-fit` width (wide glyphs: CJK, emoji) into it,
 * so nothing is drawn past the chart's edge; a text that fits is drawn as written (a squeeze of a text
 * drawn before, a bar redrawn with other words, is undone).
 */
function squeezeWide(svg: SVGSVGElement | null): void {
  if (!svg) return;
  const widthOf = textWidths(svg);
  for (const text of svg.querySelectorAll<SVGTextElement>('text[data-fit]')) {
    const fit = text.dataset.fit!;
    if (widthOf(text) > Number(fit)) {
      text.setAttribute('textLength', fit);
      text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
    } else {
      text.removeAttribute('textLength');
      text.removeAttribute('lengthAdjust');
    }
  }
}

/** The SVG root both charts share: an image named by its title and described by its figures. */
function ChartSvg({
  ref,
  ...props
}: ChartText & { height: number; children: React.ReactNode; ref?: React.Ref<SVGSVGElement> }) {
  const id = useId();
  return (
    <svg
      ref={ref}
      className="summary-chart"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      width={WIDTH}
      height={props.height}
      viewBox={`0 0 ${WIDTH} ${props.height}`}
      fontSize={FONT}
    >
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{props.description}</desc>
      {props.children}
    </svg>
  );
}

/** Bars across, one per row: the name on the left, the bar, its figure after it. */
export function HorizontalBars(props: ChartText & { bars: readonly ChartBar[]; labelWidth?: number }) {
  const { bars, labelWidth = 170 } = props;
  const figureWidth = Math.min(230, 8 + 7 * Math.max(0, ...bars.map((b) => b.valueText.length)));
  const height = Math.max(1, bars.length) * ROW + 4;
  const y = scaleBand({ domain: bars.map((b) => b.key), range: [2, height - 2], padding: 0.2 });
  const x = scaleLinear({
    domain: [0, Math.max(0, ...bars.map((b) => b.value)) || 1],
    range: [0, WIDTH - labelWidth - figureWidth - 8],
  });
  const svg = useRef<SVGSVGElement>(null);
  // Squeezed at the start of the next frame, before its style, layout and paint: never drawn unsqueezed,
  // and the style read is the one that frame works out anyway (read in the commit, it was worked out
  // there, ahead of the frame, 11 ms of the task drawing the summary after a 100,000-row lookup).
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => squeezeWide(svg.current));
    return () => cancelAnimationFrame(frame);
  }, [bars, labelWidth]);
  return (
    <ChartSvg title={props.title} description={props.description} height={height} ref={svg}>
      {bars.map((bar) => {
        const top = y(bar.key) ?? 0;
        const middle = top + y.bandwidth() / 2;
        // A non-zero figure always shows as a sliver, however small beside the largest.
        const length = bar.value > 0 ? Math.max(2, x(bar.value)) : 0;
        return (
          <Group key={bar.key}>
            <text
              className="summary-text"
              x={labelWidth - 6}
              y={middle}
              textAnchor="end"
              dominantBaseline="middle"
              data-fit={labelWidth - 8}
            >
              {fitted(bar.label, labelWidth - 8)}
            </text>
            <Bar
              className={`summary-bar ${bar.className ?? ''}`}
              x={labelWidth}
              y={top}
              width={length}
              height={y.bandwidth()}
            />
            <text
              className="summary-text"
              x={labelWidth + length + 4}
              y={middle}
              dominantBaseline="middle"
              data-fit={WIDTH - labelWidth - length - 6}
            >
              {bar.valueText}
            </text>
          </Group>
        );
      })}
    </ChartSvg>
  );
}

/**
 * An axis's tick label as one plain `<text>`, where visx's own (`Text`) measures every word it writes in
 * a hidden SVG of the page (`getStringWidth`: a page layout per new word, 110 ms sampled in the task that
 * drew the summary once a 100,000-row lookup finished) to wrap lines no tick label here needs. Drawn at
 * the same place in the same font: visx's offsets (`dx`, `dy`: numbers or `0.25em` of the label's font
 * size) moved its nested `<svg>`, here the text's glyphs.
 */
function TickLabel(props: TickRendererProps) {
  return (
    <text
      x={props.x}
      y={props.y}
      dx={props.dx}
      dy={props.dy}
      className={props.className}
      fontFamily={props.fontFamily}
      fontSize={props.fontSize}
      fill={props.fill}
      textAnchor={props.textAnchor}
    >
      {props.formattedValue}
    </text>
  );
}

/** Margins of the histogram: room for the count axis on the left and the decade labels below. */
const MARGIN = { top: 18, right: 8, bottom: 46, left: 46 };

/** Columns side by side over a category axis, counted on a linear axis, each with its figure above it. */
export function Histogram(
  props: ChartText & { bars: readonly ChartBar[]; categoryAxis: string; valueAxis: string; height?: number },
) {
  const { bars, height = 230 } = props;
  const inner = { width: WIDTH - MARGIN.left - MARGIN.right, height: height - MARGIN.top - MARGIN.bottom };
  // A column is never wider than a few characters: one decade alone is not a wall.
  const span = Math.min(inner.width, bars.length * 44);
  const x = scaleBand({ domain: bars.map((b) => b.key), range: [0, span], padding: 0.15 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...bars.map((b) => b.value))],
    range: [inner.height, 0],
    nice: true,
  });
  // Crowded (over 12 columns), every other column is named under the axis; the table names them all.
  const step = bars.length > 12 ? 2 : 1;
  const labels = new Map(bars.map((b, i) => [b.key, i % step === 0 ? b.label : '']));
  const tickLabel = { className: 'summary-axis-text', fontSize: 10 } as const;
  return (
    <ChartSvg title={props.title} description={props.description} height={height}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {bars.map((bar) => {
          const left = x(bar.key) ?? 0;
          const top = y(bar.value);
          return (
            <Group key={bar.key}>
              <Bar
                className={`summary-bar ${bar.className ?? ''}`}
                x={left}
                y={top}
                width={x.bandwidth()}
                height={inner.height - top}
              />
              {bar.value > 0 && (
                <text
                  className="summary-text"
                  x={left + x.bandwidth() / 2}
                  y={top - 3}
                  textAnchor="middle"
                  fontSize={10}
                >
                  {bar.valueText}
                </text>
              )}
            </Group>
          );
        })}
        <AxisLeft
          scale={y}
          numTicks={4}
          tickFormat={(v) => (Number.isInteger(Number(v)) ? String(v) : '')}
          axisClassName="summary-axis"
          tickComponent={TickLabel}
          tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -2, dy: 3 }}
        />
        <text className="summary-axis-text" x={-MARGIN.left + 4} y={-8} fontSize={10}>
          {props.valueAxis}
        </text>
        <AxisBottom
          scale={x}
          top={inner.height}
          tickFormat={(key) => labels.get(String(key)) ?? ''}
          axisClassName="summary-axis"
          tickComponent={TickLabel}
          tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
        />
        <text className="summary-axis-text" x={0} y={inner.height + 38} fontSize={10}>
          {props.categoryAxis}
        </text>
      </Group>
    </ChartSvg>
  );
}
