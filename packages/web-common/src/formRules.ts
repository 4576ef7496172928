import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

interface ZodRuleOptions {
  /** Shown for an empty field instead of running the schema (e.g. "Email is required"). */
  requiredMessage?: string;
  /** An empty field passes: the form leaves it out rather than sending it. */
  optional?: boolean;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An antd Form rule that runs the service's own zod schema for the field (from @shop/contracts), so the form says
 * exactly what the server would: the first problem's message.
 */
export function zodRule(schema: ZodType, { requiredMessage, optional = false }: ZodRuleOptions = {}): FormRule {
  return {
    // Marks the label as required (antd's asterisk) when the field cannot be left out; the validator does the rest.
    required: Boolean(requiredMessage) || (!optional && !schema.safeParse(undefined).success),
    validator: async (_, value: unknown) => {
      if (isEmpty(value)) {
        if (requiredMessage) throw new Error(requiredMessage);
        if (optional) return;
      }
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
