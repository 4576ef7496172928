import { Stars } from '../ui/Stars';

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
      <div className="columns columns-3">
        {TESTIMONIALS.map((testimonial) => (
          <div key={testimonial.name} className="panel">
            <Stars value={5} label="Rated 5 out of 5" />
            <blockquote>&ldquo;{testimonial.text}&rdquo;</blockquote>
            <strong>{testimonial.name}</strong>
            <div className="muted">{testimonial.role}</div>
          </div>
        ))}
      </div>
    </section>
  );
}
