import type { ReactNode } from 'react';

/**
 * A goal's progress as a ring, drawn as Mantine's RingProgress draws one section (its sizes, colours and round
 * caps) in plain SVG. RingProgress wraps every curve in a `Tooltip.Floating`, which on mount walks the page for
 * scrolling ancestors and reads their computed style: a forced style recalculation per ring in the middle of a
 * plans page's first drawing. Ours has no tooltip to pay for.
 */
export function ProgressRing({
  value,
  size = 64,
  thickness = 6,
  color,
  label,
  'aria-label': ariaLabel,
}: {
  /** 0-100 */
  value: number;
  size?: number;
  thickness?: number;
  /** A theme colour name: `info`, `teal`. */
  color: string;
  label: ReactNode;
  'aria-label': string;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  const radius = (size * 0.9 - thickness * 2) / 2;
  const length = 2 * Math.PI * radius;
  const center = size / 2;
  return (
    <div
      className="progress-ring"
      style={{ width: size, height: size, minWidth: size }}
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
    >
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true">
        <circle className="progress-ring-track" cx={center} cy={center} r={radius} strokeWidth={thickness} />
        {clamped > 0 ? (
          <circle
            cx={center}
            cy={center}
            r={radius}
            strokeWidth={thickness}
            fill="none"
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeLinecap="round"
            strokeDasharray={`${(clamped / 100) * length} ${length}`}
            transform={`rotate(-90 ${center} ${center})`}
          />
        ) : null}
      </svg>
      <div className="progress-ring-label" style={{ insetInline: thickness * 2 }}>
        {label}
      </div>
    </div>
  );
}
