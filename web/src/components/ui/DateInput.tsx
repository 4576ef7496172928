import { CalendarOutlined } from '@ant-design/icons';
import { DATE_FIELD_ATTRIBUTE } from '@shop/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { AntdDateInputProps, DateHandoff } from './AntdDateInput';

/** How the shop's date fields show and take a day. */
export const DATE_FORMAT = 'DD/MM/YYYY';

export interface DateInputProps {
  id: string;
  value: Dayjs | null;
  onChange(value: Dayjs | null): void;
  /** Days the calendar refuses, typed or picked. */
  disabledDate?(day: Dayjs): boolean;
  onOpenChange?(open: boolean): void;
  onPanelChange?(shown: Dayjs): void;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** A typed DD/MM/YYYY as that day at midnight, as antd's picker reads it; null for anything else. */
export function parseDay(text: string): Dayjs | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = dayjs(new Date(year, month - 1, day));
  return date.date() === day && date.month() === month - 1 && date.year() === year ? date : null;
}

type Picker = ComponentType<AntdDateInputProps>;

let picker: Picker | undefined;
// antd's DatePicker and its theme: fetched when a date field is first used, not with the page.
const loadPicker = () =>
  import('./AntdDateInput').then((module) => {
    picker = module.AntdDateInput;
    return picker;
  });

/**
 * A date field: antd's DatePicker once the shopper first reaches for it, and until then a field drawn as antd draws
 * it, so a page with dates loads no antd code. It takes a typed day already: Enter or leaving the field confirms a
 * day the calendar would take (Enter never submits the form), Escape and leaving drop anything else. When the picker
 * arrives it takes the field's place as it stands: focused, with what was typed and not yet confirmed, its calendar
 * open unless the shopper confirmed or closed it meanwhile.
 */
export function DateInput(props: DateInputProps) {
  const { id, value, onChange, disabledDate, invalid, disabled } = props;
  const shown = value ? value.format(DATE_FORMAT) : '';
  const [typed, setTyped] = useState<string | null>(null);
  const [Loaded, setLoaded] = useState<Picker | null>(null);
  const handoff = useRef<DateHandoff | null>(null);
  const wantsOpen = useRef(false);
  const requested = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  if (Loaded) {
    // Read from the field as the picker takes its place, not as the picker arrived: typing can land in between
    // (a script's fill right after its click), and the field still holds it until the picker replaces it.
    const field = input.current;
    const text = field?.value ?? '';
    handoff.current ??= {
      focused: document.activeElement === field,
      open: wantsOpen.current,
      typed: text !== shown ? text : null,
      selection:
        field && field.selectionStart !== null
          ? [field.selectionStart, field.selectionEnd ?? field.selectionStart]
          : null,
    };
    return <Loaded {...props} format={DATE_FORMAT} handoff={handoff.current} />;
  }

  // A component is state's function form: kept as it is, not called.
  const swap = (picked: Picker) => setLoaded(() => picked);

  function reachFor() {
    wantsOpen.current = true;
    if (requested.current) return;
    requested.current = true;
    if (picker) swap(picker);
    else void loadPicker().then(swap);
  }

  /**
   * Takes the day in the field (read from the field itself: a value just typed in by a script may not have reached
   * the state yet) when the calendar would; true when it did, or when nothing new was typed.
   */
  function confirm(text: string): boolean {
    if (text === shown) {
      setTyped(null);
      return true;
    }
    const day = parseDay(text);
    if (!day || disabledDate?.(day)) return false;
    setTyped(null);
    if (!value || !day.isSame(value, 'day')) onChange(day);
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // A date field's Enter confirms its day; it never submits the form (DateField does the same).
      event.preventDefault();
      if (confirm(event.currentTarget.value)) wantsOpen.current = false;
    } else if (event.key === 'Escape') {
      wantsOpen.current = false;
      setTyped(null);
    }
  }

  return (
    <div
      className={['date-input', invalid && 'date-input-error', disabled && 'date-input-disabled']
        .filter(Boolean)
        .join(' ')}
    >
      <input
        ref={input}
        id={id}
        {...{ [DATE_FIELD_ATTRIBUTE]: '' }}
        value={typed ?? shown}
        placeholder="Select date"
        autoComplete="off"
        size={12}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={props['aria-describedby']}
        onFocus={reachFor}
        onPointerDown={reachFor}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          wantsOpen.current = false;
          if (!confirm(event.currentTarget.value)) setTyped(null);
        }}
      />
      <span className="date-input-suffix" aria-hidden="true">
        <CalendarOutlined />
      </span>
    </div>
  );
}
