import { Space } from 'antd';
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
        <Space wrap>
          <ButtonLink to="/sales" type="primary" size="large">
            Shop Now
          </ButtonLink>
          <ButtonLink to="/hire" size="large" ghost>
            Hire Equipment
          </ButtonLink>
        </Space>
      </div>
    </section>
  );
}
