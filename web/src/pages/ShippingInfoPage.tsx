import { Card, Col, Row } from 'antd';
import { HelpBox } from '../components/info/HelpBox';
import { InfoPage, InfoSection } from '../components/info/InfoPage';
import { ShippingRatesTable } from '../components/info/ShippingRatesTable';
import {
  DELIVERY_DAYS,
  EXPRESS_SHIPPING,
  FREE_SHIPPING_FROM,
  LARGE_ITEM_SHIPPING_FROM,
  STANDARD_SHIPPING,
} from '../components/info/shippingRates';

const OPTIONS = [
  {
    title: 'Standard Delivery',
    price: `${STANDARD_SHIPPING}, free from ${FREE_SHIPPING_FROM}`,
    text: `${DELIVERY_DAYS.standard} working days after dispatch. Orders of ${FREE_SHIPPING_FROM} or more ship free.`,
  },
  {
    title: 'Express Delivery',
    price: EXPRESS_SHIPPING,
    text: `${DELIVERY_DAYS.express} working days after dispatch, at any order value. Contact us before dispatch to upgrade an order.`,
  },
  {
    title: 'Large / Heavy Items',
    price: `From ${LARGE_ITEM_SHIPPING_FROM}`,
    text: 'Speaker stacks, subwoofers, flight-cased racks and lighting rigs travel by specialist courier. The cost is shown in your basket.',
  },
];

const SHIPPING_FAQS = [
  {
    question: 'Can I change my delivery address?',
    answer: 'Yes, until your order is dispatched. Contact us as soon as possible with the new address.',
  },
  {
    question: 'What if nobody is in when the courier calls?',
    answer: 'Most couriers leave a card and try again the next working day, or let you rearrange online.',
  },
  {
    question: 'My order arrived damaged. What should I do?',
    answer:
      'Keep the packaging, take photos and contact us as soon as possible. We will arrange a repair, replacement or refund.',
  },
  {
    question: 'Do hire bookings use these rates?',
    answer: 'No. Delivery and installation for hire equipment are priced per booking and included in your hire quote.',
  },
];

export function ShippingInfoPage() {
  return (
    <InfoPage
      title="Shipping Information"
      intro="How we deliver your audio, lighting and DJ equipment, what it costs and how long it takes."
      testId="shipping-info-page"
    >
      <InfoSection title="Delivery Options">
        <Row gutter={[24, 24]}>
          {OPTIONS.map((option) => (
            <Col key={option.title} xs={24} md={8}>
              <Card className="info-card">
                <h3>{option.title}</h3>
                <p className="price">{option.price}</p>
                <p>{option.text}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </InfoSection>
      <InfoSection title="Shipping Rates">
        <ShippingRatesTable />
      </InfoSection>
      <InfoSection title="Processing and Tracking">
        <p>
          We process orders within {DELIVERY_DAYS.processing} working days; in-stock items often leave the same day.
          Once your order is dispatched we email you a tracking number. Tracking may take up to 24 hours to update after
          dispatch.
        </p>
      </InfoSection>
      <InfoSection title="Delivery Area" testId="delivery-area">
        <ul className="info-list">
          <li>We deliver to addresses in mainland UK.</li>
          <li>
            For Northern Ireland, the Scottish Highlands and offshore islands, please <a href="/contact">contact us</a>{' '}
            before ordering so we can confirm delivery and cost.
          </li>
          <li>We do not currently ship outside the UK.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Special Handling for Large Items">
        <p>
          Large and heavy items travel by specialist courier or pallet service and may need two people to unload.
          Someone needs to be there to sign for them, so please check the packaging before you do. If access is tight
          (stairs, narrow doors, no parking), tell us when you order so we can plan the delivery.
        </p>
      </InfoSection>
      <InfoSection title="Shipping FAQs">
        <dl className="info-faqs">
          {SHIPPING_FAQS.map(({ question, answer }) => (
            <div key={question}>
              <dt>
                <strong>{question}</strong>
              </dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </dl>
        <p>
          More answers are on our <a href="/faq">FAQ page</a>.
        </p>
      </InfoSection>
      <HelpBox title="Questions about delivery?" />
    </InfoPage>
  );
}
