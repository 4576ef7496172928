import { Card, Col, Rate, Row } from 'antd';

/** Static sample content (spec section 1): not real customer data. */
const TESTIMONIALS = [
  {
    name: 'Sarah M.',
    role: 'Wedding planner',
    text: 'The lighting package transformed the venue. Delivery and setup were on time and the team were brilliant.',
  },
  {
    name: 'Dan K.',
    role: 'Mobile DJ',
    text: 'Bought my new controller and speakers here. Great prices and honest advice on what I actually needed.',
  },
  {
    name: 'Priya S.',
    role: 'Events manager',
    text: 'We hire PA systems for every conference. Quotes come back quickly and the kit is always in top condition.',
  },
];

export function Testimonials() {
  return (
    <section className="container section" aria-labelledby="testimonials-title" data-testid="testimonials">
      <h2 id="testimonials-title">What Our Customers Say</h2>
      <Row gutter={[24, 24]}>
        {TESTIMONIALS.map((testimonial) => (
          <Col key={testimonial.name} xs={24} md={8}>
            <Card>
              <Rate disabled value={5} style={{ fontSize: 14 }} />
              <blockquote>&ldquo;{testimonial.text}&rdquo;</blockquote>
              <strong>{testimonial.name}</strong>
              <div className="muted">{testimonial.role}</div>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
