import { DATE_FIELD_ATTRIBUTE } from '@shop/contracts';
import { DatePicker, type DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { KeyboardEvent } from 'react';

/**
 * Enter in a date field confirms the typed date and closes the calendar (the picker does that as the key goes down);
 * it never submits the form around the field. Without this the browser goes on to submit the form, as Enter in any
 * text field does, and a half-filled form was sent with the date.
 */
export function keepEnterInDateField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/** Marks the field's input, so Enter pressed in it before the page hydrates submits nothing either (early-events.ts). */
const MARK = { [DATE_FIELD_ATTRIBUTE]: '' };

/** antd's DatePicker, where Enter confirms the date rather than submitting the form (keepEnterInDateField). */
export function DateField({ onKeyDown, ...props }: DatePickerProps) {
  return (
    <DatePicker
      {...props}
      {...MARK}
      onKeyDown={(event, preventDefault) => {
        keepEnterInDateField(event);
        onKeyDown?.(event, preventDefault);
      }}
    />
  );
}

/** antd's RangePicker, where Enter confirms the date rather than submitting the form (keepEnterInDateField). */
export function DateRangeField({ onKeyDown, ...props }: RangePickerProps) {
  return (
    <DatePicker.RangePicker
      {...props}
      {...MARK}
      onKeyDown={(event, preventDefault) => {
        keepEnterInDateField(event);
        onKeyDown?.(event, preventDefault);
      }}
    />
  );
}
