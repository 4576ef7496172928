import { DateField } from '@shop/web-common';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AntdTheme } from '../../AntdTheme';
import { typeInto } from '../../earlyEvents';
import type { DateInputProps } from './DateInput';

/** Where the field drawn in its place stood when the picker arrived. */
export interface DateHandoff {
  /** It had the focus. */
  focused: boolean;
  /** The shopper reached for it and has not confirmed, closed or left it since: the calendar opens. */
  open: boolean;
  /** What was typed and not yet confirmed. */
  typed: string | null;
  /** The text selected, or the caret, as [start, end]: typing goes on where it was (over a select-all, say). */
  selection: [number, number] | null;
}

export interface AntdDateInputProps extends DateInputProps {
  /** How the day is shown and typed (DateInput's, passed on so this chunk takes nothing else from its module). */
  format: string;
  handoff: DateHandoff;
}

const fieldInput = (id: string): HTMLInputElement | null => {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement ? input : null;
};

/**
 * antd's DatePicker in the shop's theme, in place of the field DateInput drew (its own chunk, with antd): focused,
 * with what was typed, and open, as that field stood.
 */
export function AntdDateInput({ handoff, invalid, onOpenChange, ...props }: AntdDateInputProps) {
  const [open, setOpen] = useState(handoff.open);
  // The field is focused again on arrival, which would open the calendar the shopper may have just closed.
  const refocusing = useRef(false);

  useLayoutEffect(() => {
    const input = fieldInput(props.id);
    if (!input || !handoff.focused) return;
    refocusing.current = true;
    input.focus();
    refocusing.current = false;
    // Keys pressed from now on go where they would have gone in the field drawn before (over a select-all, say).
    if (handoff.selection) input.setSelectionRange(...handoff.selection);
    // Runs once, as the picker takes the field's place.
  }, []);

  useEffect(() => {
    // Typed after the picker's own first effects, which set its text to its value: typed before them, it was lost.
    const input = fieldInput(props.id);
    if (input && handoff.typed !== null) {
      typeInto(input, handoff.typed);
      if (handoff.focused && handoff.selection) input.setSelectionRange(...handoff.selection);
    }
    // An open calendar asks what it shows (e.g. the busy days) as if opened by the shopper.
    if (handoff.open) onOpenChange?.(true);
  }, []);

  return (
    <AntdTheme>
      <DateField
        {...props}
        style={{ width: '100%' }}
        status={invalid ? 'error' : undefined}
        open={open}
        onOpenChange={(next) => {
          if (next && refocusing.current) return;
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </AntdTheme>
  );
}
