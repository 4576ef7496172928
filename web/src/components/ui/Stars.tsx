interface StarsProps {
  /** 0–5, in halves. */
  value: number;
  size?: number;
  /** What a screen reader hears, e.g. "Rated 4 out of 5"; without one the stars are decoration. */
  label?: string;
  testId?: string;
}

/** Five read-only stars filled to `value`, as antd's disabled Rate shows them. */
export function Stars({ value, size = 14, label, testId }: StarsProps) {
  return (
    <span
      className="stars"
      style={{ fontSize: size }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-testid={testId}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = value >= position ? ' star-full' : value >= position - 0.5 ? ' star-half' : '';
        return (
          <span key={position} className={`star${fill}`}>
            ★
          </span>
        );
      })}
    </span>
  );
}
