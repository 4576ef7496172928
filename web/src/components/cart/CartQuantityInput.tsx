import { isCartQuantity } from '@shop/contracts';
import { useEffect, useState } from 'react';

interface CartQuantityInputProps {
  quantity: number;
  productName: string;
  disabled?: boolean;
  /** Resolves false when the change was refused, and the line's quantity is shown again. */
  onCommit(quantity: number): Promise<boolean>;
}

/**
 * A basket line's quantity, committed on blur or Enter when it changed and is a whole number of at least 1;
 * anything else is ignored and the line's quantity shown again.
 */
export function CartQuantityInput({ quantity, productName, disabled, onCommit }: CartQuantityInputProps) {
  const [text, setText] = useState(String(quantity));

  // The basket's quantity is the truth: a confirmed change, a failed one or another tab's all land here.
  useEffect(() => {
    setText(String(quantity));
  }, [quantity]);

  function commit() {
    const typed = text.trim() === '' ? NaN : Number(text);
    if (!isCartQuantity(typed) || typed === quantity) {
      setText(String(quantity));
      return;
    }
    void onCommit(typed).then((saved) => {
      if (!saved) setText(String(quantity));
    });
  }

  return (
    <input
      type="text"
      className="input cart-quantity"
      inputMode="numeric"
      aria-label={`Quantity of ${productName}`}
      data-testid="cart-quantity"
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      // Enter leaves the field, so the change is committed once, by the blur.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
      onBlur={commit}
    />
  );
}
