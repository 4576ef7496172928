import type { ReactNode } from 'react';
import { cancellationTerms } from '@shop/contracts';
import { BUSINESS } from '../../business';
import { DELIVERY_DAYS, FREE_SHIPPING_FROM, STANDARD_SHIPPING } from './shippingRates';

export interface FaqItem {
  key: string;
  question: string;
  answer: ReactNode;
}

/** The FAQ page's ten questions (storefront spec 2), answered with the policies of spec 9. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    key: 'equipment',
    question: 'What equipment do you offer?',
    answer: (
      <p>
        Professional audio (speakers, mixers, microphones, amplifiers), lighting (moving heads, LED wash, effects and
        control) and DJ equipment, to buy or to hire by the day, week or month. New products carry a 2-year warranty.
        Browse the <a href="/sales">shop</a> or our <a href="/hire">hire equipment</a>.
      </p>
    ),
  },
  {
    key: 'hire-request',
    question: 'How do I place a hire request?',
    answer: (
      <ol className="info-list">
        <li>Browse our hire equipment and choose the items you need.</li>
        <li>Add them to your hire basket with the quantity and hire period.</li>
        <li>Complete the quote form with your event dates and any delivery or installation needs.</li>
        <li>Our team replies within 24 hours with pricing and availability.</li>
      </ol>
    ),
  },
  {
    key: 'delivery',
    question: 'Do you deliver and install equipment?',
    answer: (
      <p>
        Yes. Delivery and installation are paid extras for hire bookings: tick them in your quote request and we include
        them in the price. Purchases ship to mainland UK in {`${DELIVERY_DAYS.standard} working days`} (
        {`${DELIVERY_DAYS.express} with express`}), costing {STANDARD_SHIPPING} on orders under {FREE_SHIPPING_FROM} and
        free from {FREE_SHIPPING_FROM}. See <a href="/shipping-info">shipping information</a> for details.
      </p>
    ),
  },
  {
    key: 'payment',
    question: 'What payment methods do you accept?',
    answer: (
      <p>
        We accept Visa, Mastercard and American Express cards and PayPal online. Bank transfer is available for larger
        hire bookings.
      </p>
    ),
  },
  {
    key: 'lead-time',
    question: 'How far in advance should I book?',
    answer: (
      <p>
        We recommend booking 2-3 weeks ahead, and 4-6 weeks for large events or peak periods. Short-notice requests are
        welcome too: ask and we will check availability.
      </p>
    ),
  },
  {
    key: 'changes',
    question: 'Can I change my order or booking?',
    answer: (
      <p>
        Orders can be changed until they are dispatched, including the delivery address. For hire bookings, contact us
        as early as possible and we will adjust dates or equipment subject to availability.
      </p>
    ),
  },
  {
    key: 'support',
    question: 'Do you provide technical support?',
    answer: (
      <p>
        Yes. Our technical team can help you choose the right equipment and answer questions before and during your
        hire. Installation by our technicians can be added to a hire booking.
      </p>
    ),
  },
  {
    key: 'cancellation',
    question: 'What is your cancellation policy?',
    answer: (
      <ul className="info-list">
        {/* The hire terms' own words, written from the rules the cancellation is charged by. */}
        {cancellationTerms().map((term) => (
          <li key={term}>{term.charAt(0).toUpperCase() + term.slice(1)}.</li>
        ))}
      </ul>
    ),
  },
  {
    key: 'deposit',
    question: 'Do I need to pay a security deposit?',
    answer: (
      <p>
        Most hires need a refundable security deposit. It is returned in full once the equipment comes back in good
        condition; your quote tells you the amount.
      </p>
    ),
  },
  {
    key: 'tutorials',
    question: 'Do you offer setup tutorials?',
    answer: (
      <p>
        Yes. When we deliver or install your equipment we show you how to set it up and run it, and our team can send
        setup guidance for the kit you hire. Email <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> to ask.
      </p>
    ),
  },
];
