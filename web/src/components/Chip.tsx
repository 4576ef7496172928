import type { ReactNode } from 'react';

/** The colours chips come in: those of antd's Tag presets, so a chip and an antd Tag look alike side by side. */
const CHIP_COLOURS = ['default', 'green', 'orange', 'red', 'blue', 'purple', 'yellow', 'gold'] as const;
export type ChipColour = (typeof CHIP_COLOURS)[number];

/** An antd Tag colour by name as a chip's colour; any other is the default grey. */
export const chipColour = (name: string): ChipColour =>
  (CHIP_COLOURS as readonly string[]).includes(name) ? (name as ChipColour) : 'default';

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
