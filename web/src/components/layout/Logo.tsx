import { BUSINESS } from '../../business';

/** The logo's drawing size (`/logo.svg`): the attributes give the page its shape before it loads, so nothing moves. */
const LOGO_WIDTH = 224;
const LOGO_HEIGHT = 96;

/**
 * The business's logo. Its height is set by the stylesheet (storefront 9: header 96 px, 48 px on phones; footer
 * 80 px), its width follows from the attributes' ratio. `light` is the copy drawn for the dark footer.
 */
export function Logo({ className, light = false, testId }: { className: string; light?: boolean; testId: string }) {
  return (
    <img
      src={light ? '/logo-light.svg' : '/logo.svg'}
      alt={BUSINESS.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      className={className}
      data-testid={testId}
    />
  );
}
