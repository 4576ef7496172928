/** A turning ring in the current text colour; `large` is the page-sized one in the primary colour. */
export function Spinner({ large = false }: { large?: boolean }) {
  return <span className={large ? 'spinner spinner-large' : 'spinner'} aria-hidden="true" />;
}
