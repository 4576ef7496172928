import { BUSINESS } from '../business';
import { InfoPage, InfoSection } from '../components/info/InfoPage';
import { FREE_SHIPPING_FROM, STANDARD_SHIPPING } from '../components/info/shippingRates';

export function TermsPage() {
  return (
    <InfoPage
      title="Terms and Conditions"
      intro={`These terms apply to purchases and hire bookings made with ${BUSINESS.name}. Please read them before you order.`}
      testId="terms-page"
    >
      <InfoSection title="About Us">
        <p>
          {BUSINESS.name} sells and hires professional audio, lighting and DJ equipment from {BUSINESS.location}, UK.
          You can reach us at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
        </p>
      </InfoSection>
      <InfoSection title="Orders and Prices">
        <p>
          Prices are in pounds sterling. VAT at 20% is added to the price of the goods at checkout. Your order is an
          offer to buy; the contract is made when we confirm it by email. If a price is shown wrongly, we will contact
          you before dispatch and you may cancel.
        </p>
      </InfoSection>
      <InfoSection title="Delivery">
        <p>
          We deliver to mainland UK. Standard delivery costs {STANDARD_SHIPPING} on orders under {FREE_SHIPPING_FROM}{' '}
          and is free from {FREE_SHIPPING_FROM}; large and heavy items have their own rates. Full details are on our{' '}
          <a href="/shipping-info">shipping information</a> page.
        </p>
      </InfoSection>
      <InfoSection title="Returns and Cancellations">
        <p>
          You can return items within 30 days of delivery for a full refund, unused and in their original packaging.
          This is in addition to your legal right to cancel an online order within 14 days of delivery under the
          Consumer Contracts Regulations. Contact us first and we will explain how to send the item back.
        </p>
      </InfoSection>
      <InfoSection title="Warranty">
        <p>
          New products come with a 2-year warranty against manufacturing faults. It does not cover accidental damage,
          misuse or normal wear. Your statutory rights under the Consumer Rights Act 2015 are not affected.
        </p>
      </InfoSection>
      <InfoSection title="Equipment Hire">
        <ul className="info-list">
          <li>A quote is not a booking: the hire is confirmed once we have agreed dates, price and any deposit.</li>
          <li>Most hires need a security deposit, refunded when the equipment comes back in good condition.</li>
          <li>
            You are responsible for the equipment from delivery or collection until it is returned, and liable for loss
            or damage beyond normal wear.
          </li>
          <li>Late returns are charged at the daily rate for each extra day.</li>
          <li>
            Cancellation charges depend on notice; see our <a href="/faq">FAQ</a> for the current policy.
          </li>
          <li>Delivery and installation are subject to availability. All equipment is tested before each hire.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Our Liability">
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or
          failing to use reasonable care. We are not responsible for losses that were not foreseeable, or for business
          losses when you buy as a consumer. Nothing in these terms limits liability for death or personal injury caused
          by negligence, or for fraud.
        </p>
      </InfoSection>
      <InfoSection title="Law and Contact">
        <p>
          These terms are governed by the law of England and Wales. Questions about them?{' '}
          <a href="/contact">Contact us</a> and we will be glad to help. How we handle your personal data is set out in
          our <a href="/privacy">privacy policy</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
