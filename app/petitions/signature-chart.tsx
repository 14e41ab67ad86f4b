import { DataTable } from "~/components/ui/data-table";
import { useLanguage } from "~/i18n/language";
import { formatNumber } from "~/i18n/plural";
import { withLiveCount } from "./history";
import type { ChartData } from "./story";

/** The drawing's own units: it scales to the width of the page. */
const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 72;
const RIGHT = 12;
const TOP = 14;
const BOTTOM = 34;

/** The smallest of 1, 2 or 5 times a power of ten at or above `value` (at least 10): the top of the scale. */
export function scaleTop(value: number): number {
  if (value <= 10) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * A petition's count over time: a line drawn as SVG by the server, with its caption, and the same figures in a
 * table that opens without JavaScript. While the petition is open, its last period follows the live count.
 */
export function SignatureChart({ chart, count, closed }: { chart: ChartData; count: number; closed: boolean }) {
  const { language } = useLanguage();
  const { points, labels, words } = closed ? chart : withLiveCount(chart, count);
  if (points.length === 0) return null;
  const top = scaleTop(Math.max(...points.map((point) => point.total)));
  const innerWidth = WIDTH - LEFT - RIGHT;
  const innerHeight = HEIGHT - TOP - BOTTOM;
  // The line starts from none at the first period's start and reaches each period's count at its end.
  const x = (index: number) => LEFT + (index * innerWidth) / points.length;
  const y = (total: number) => TOP + innerHeight - (Math.max(0, total) * innerHeight) / top;
  const totals = [0, ...points.map((point) => point.total)];
  const line = totals.map((total, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)} ${y(total).toFixed(1)}`);
  const baseline = TOP + innerHeight;
  const area = `${line.join(" ")} L${x(points.length).toFixed(1)} ${baseline} Z`;
  const headingId = "signature-chart-heading";
  const captionId = "signature-chart-caption";

  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="signature-chart">
      <h2 id={headingId} className="text-lg font-semibold">
        {words.heading}
      </h2>
      <figure className="mt-3" aria-labelledby={captionId}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={words.picture}
          className="h-auto w-full text-muted-foreground"
        >
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.25} />
              <text x={LEFT - 8} y={y(tick) + 5} textAnchor="end" fontSize={14} fill="currentColor">
                {formatNumber(tick, language)}
              </text>
            </g>
          ))}
          <path d={area} className="fill-primary/10" />
          <path d={line.join(" ")} className="stroke-primary" fill="none" strokeWidth={2.5} strokeLinejoin="round" />
          <text x={LEFT} y={HEIGHT - 10} fontSize={14} fill="currentColor">
            {labels[0]}
          </text>
          {points.length > 1 ? (
            <text x={WIDTH - RIGHT} y={HEIGHT - 10} textAnchor="end" fontSize={14} fill="currentColor">
              {labels.at(-1)}
            </text>
          ) : null}
          {points.length <= 48 ? (
            <g className="fill-primary">
              {points.map((point, index) => (
                <circle key={point.start} cx={x(index + 1)} cy={y(point.total)} r={3.5} />
              ))}
            </g>
          ) : null}
        </svg>
        <figcaption id={captionId} className="mt-2 text-sm text-muted-foreground">
          {words.caption}
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer text-primary underline underline-offset-4">{words.figures}</summary>
        <div className="mt-2">
          <DataTable
            className=""
            columns={[words.period, words.added, words.total]}
            rows={points.map((point, index) => {
              const change = point.total - (points[index - 1]?.total ?? 0);
              return {
                key: point.start,
                cells: [
                  <time key="period" dateTime={point.start}>
                    {labels[index]}
                  </time>,
                  `${change > 0 ? "+" : ""}${formatNumber(change, language)}`,
                  formatNumber(point.total, language),
                ],
              };
            })}
          />
        </div>
      </details>
    </section>
  );
}
