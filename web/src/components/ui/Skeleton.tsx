interface SkeletonProps {
  /** Lines of text under the title line. */
  rows?: number;
  className?: string;
  testId?: string;
}

/** Grey shimmering lines where content is loading (antd's Skeleton). */
export function Skeleton({ rows = 3, className, testId }: SkeletonProps) {
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" data-testid={testId}>
      <div className="skeleton-line skeleton-title" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
