import type { ReactNode } from 'react';

/** The colours chips come in: those of antd's Tag presets, so a chip and an antd Tag look alike side by side. */
export type ChipColour = 'default' | 'green' | 'orange' | 'red' | 'blue' | 'purple';

interface ChipProps {
  colour?: ChipColour;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A small coloured label (stock, sale, new, payment methods). Plain markup rather than antd's Tag: a category page
 * shows dozens of them, and each antd component costs a theme and style lookup when the page hydrates.
 */
export function Chip({ colour = 'default', className, testId, children }: ChipProps) {
  return (
    <span className={`chip chip-${colour}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </span>
  );
}
