import { ClockCircleOutlined, CarOutlined, ToolOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

const TERMS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ClockCircleOutlined />,
    title: 'Quote within 24 hours',
    text: 'Send a quote request with your dates and we reply with prices and availability within 24 hours.',
  },
  {
    icon: <CarOutlined />,
    title: 'Delivery',
    text: 'Delivery and collection by our own crew, priced per item and subject to availability.',
  },
  {
    icon: <ToolOutlined />,
    title: 'Installation',
    text: 'Our technicians can set up and rig your equipment on site, subject to availability.',
  },
  {
    icon: <CustomerServiceOutlined />,
    title: 'Technical support',
    text: 'Every item is tested before it leaves us, and our team is on hand if you need help during your hire.',
  },
];

/** The hire landing page's booking terms. */
export function HireBookingTerms() {
  return (
    <section className="section" aria-labelledby="booking-terms-title" data-testid="hire-booking-terms">
      <h2 id="booking-terms-title">Booking Terms</h2>
      <div className="columns columns-4">
        {TERMS.map((term) => (
          <div key={term.title} className="panel reason-card">
            <div className="reason-icon">{term.icon}</div>
            <h3>{term.title}</h3>
            <p className="muted">{term.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
