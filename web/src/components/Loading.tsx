import { Spinner } from './ui/Spinner';

/** A centred spinner with an optional line of text under it (e.g. "Redirecting..."). */
export function Loading({ text }: { text?: string }) {
  return (
    <div className="centered-state" role="status" aria-live="polite" data-testid="loading">
      <Spinner large />
      {text && <p>{text}</p>}
    </div>
  );
}
