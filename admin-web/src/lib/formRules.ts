import type { FormRule as Rule } from 'antd';

/** Form validators that answer with the spec's wording for each field. */

interface NumberRuleOptions {
  optional?: boolean;
  integer?: boolean;
  min?: number;
  max?: number;
}

/** One message per field, as the spec words it, for a missing, fractional or out-of-range number. */
export function numberRule(
  message: string,
  { optional = false, integer = false, min = 0, max }: NumberRuleOptions = {},
): Rule {
  return {
    validator: async (_, value: number | null | undefined) => {
      if (value === null || value === undefined) {
        if (optional) return;
        throw new Error(message);
      }
      if (integer && !Number.isInteger(value)) throw new Error(message);
      if (value < min || (max !== undefined && value > max)) throw new Error(message);
    },
  };
}

/** Length check on the trimmed text, so whitespace alone does not pass. */
export function minLengthRule(min: number, message: string): Rule {
  return {
    validator: async (_, value: string | undefined) => {
      if ((value ?? '').trim().length < min) throw new Error(message);
    },
  };
}

/**
 * Same acceptance as the catalog service: absolute http(s) URLs, or root-relative paths such as
 * /images/products/mixer.svg (the shop stores its own images as same-origin paths).
 */
function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const imageUrlRule: Rule = {
  validator: async (_, value: string | undefined) => {
    if (!isImageUrl((value ?? '').trim())) throw new Error('Image URL must be a valid URL');
  },
};

/** Product slugs as the catalog service stores them (it lower-cases first). */
export const productSlugCharsRule: Rule = {
  validator: async (_, value: string | undefined) => {
    if (!/^[a-z0-9-]*$/.test((value ?? '').trim().toLowerCase())) {
      throw new Error('Slug may only contain lower-case letters, numbers and hyphens');
    }
  },
};
