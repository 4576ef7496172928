export interface Choice {
  label: string;
  value: string;
}

interface ChoiceRowProps {
  label: string;
  options: Choice[];
  value: string;
  onChange(value: string): void;
  testId?: string;
}

/** One of a few options, as a row of toggles that wraps on a narrow screen (antd's Segmented). */
export function ChoiceRow({ label, options, value, onChange, testId }: ChoiceRowProps) {
  return (
    <div className="choice-row" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          className="choice"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
