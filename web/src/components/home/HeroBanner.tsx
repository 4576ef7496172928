import { BUSINESS } from '../../business';
import { ButtonLink } from '../ButtonLink';

export function HeroBanner() {
  return (
    <section className="hero" aria-labelledby="hero-title" data-testid="hero">
      <div className="container">
        <h1 id="hero-title">Professional Sound, Lighting and DJ Equipment</h1>
        <p>
          Buy or hire pro audio and lighting gear from {BUSINESS.name}, East Sussex. Expert advice, fast dispatch and
          flexible daily, weekly or monthly hire.
        </p>
        <div className="inline-group">
          <ButtonLink to="/sales" variant="primary" size="large">
            Shop Now
          </ButtonLink>
          <ButtonLink to="/hire" size="large" variant="ghost">
            Hire Equipment
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
