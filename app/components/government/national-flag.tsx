import { cn } from "~/lib/cn";

/** The eight-pointed star: two squares, one turned by 45 degrees, centred on (cx, cy). */
function starPoints(cx: number, cy: number, radius: number): [string, string] {
  const half = radius / Math.SQRT2;
  const square = [
    [cx - half, cy - half],
    [cx + half, cy - half],
    [cx + half, cy + half],
    [cx - half, cy + half],
  ];
  const diamond = [
    [cx, cy - radius],
    [cx + radius, cy],
    [cx, cy + radius],
    [cx - radius, cy],
  ];
  const format = (points: number[][]) => points.map(([x, y]) => `${x?.toFixed(1)},${y?.toFixed(1)}`).join(" ");
  return [format(square), format(diamond)];
}

const [SQUARE, DIAMOND] = starPoints(150, 150, 56);

/**
 * The national flag as Article 3 of the Constitution describes it: green above blue, a white
 * stripe between, and a gold star of eight points on a white disc near the staff. Proportions 1:2.
 */
export function NationalFlag({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 600 300"
      className={cn("h-auto w-full rounded-sm border border-border", className)}
    >
      <rect width="600" height="135" fill="#1f7a3d" />
      <rect y="135" width="600" height="30" fill="#ffffff" />
      <rect y="165" width="600" height="135" fill="#1d4e89" />
      <circle cx="150" cy="150" r="78" fill="#ffffff" />
      <polygon points={SQUARE} fill="#c8961e" />
      <polygon points={DIAMOND} fill="#c8961e" />
    </svg>
  );
}
