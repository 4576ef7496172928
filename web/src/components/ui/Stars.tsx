interface StarsProps {
  /** 0–5, in halves. */
  value: number;
  size?: number;
  /** What a screen reader hears, e.g. "Rated 4 out of 5"; without one the stars are decoration. */
  label?: string;
  testId?: string;
}

// Each star sits in a tile 1.25 stars wide (ui.css draws the row as a repeated background).
const TILE_EM = 1.25;

/**
 * Five read-only stars filled to `value`, as antd's disabled Rate shows them: a row of grey stars with a gold row
 * over it, cut at the value. Two elements whatever the rating, as a listing shows dozens of them.
 */
export function Stars({ value, size = 14, label, testId }: StarsProps) {
  const whole = Math.floor(value);
  const filledEm = whole * TILE_EM + (value - whole);
  return (
    <span
      className="stars"
      style={{ fontSize: size }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-testid={testId}
    >
      <span className="stars-filled" style={{ width: `${filledEm}em` }} />
    </span>
  );
}
