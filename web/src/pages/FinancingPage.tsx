import { Card, Col, Row } from 'antd';
import { ButtonLink } from '../components/ButtonLink';
import { InfoPage, InfoSection } from '../components/info/InfoPage';

const OPTIONS = [
  {
    title: 'Spread the Cost',
    text: 'For larger purchases we can arrange finance through trusted third-party providers, so you can pay in monthly instalments. The provider runs its own credit and affordability checks and sets the terms, which we will explain before you commit.',
  },
  {
    title: 'Business Accounts',
    text: 'Venues, production companies and regular hirers can ask about a business account with invoicing on agreed terms, subject to approval.',
  },
  {
    title: 'Hire Instead of Buying',
    text: 'Need equipment for a season, a tour or a single event? Hiring by the day, week or month keeps the cost down and gives you access to kit without buying it outright.',
  },
];

export function FinancingPage() {
  return (
    <InfoPage
      title="Financing Options"
      intro="Professional audio and lighting is an investment. We offer finance through trusted providers, and there are other ways to make the cost manageable."
      testId="financing-page"
    >
      <InfoSection title="Ways to Pay">
        <Row gutter={[24, 24]}>
          {OPTIONS.map((option) => (
            <Col key={option.title} xs={24} md={8}>
              <Card className="info-card">
                <h3>{option.title}</h3>
                <p>{option.text}</p>
              </Card>
            </Col>
          ))}
        </Row>
      </InfoSection>
      <InfoSection title="How to Apply">
        <p>
          There is no online application. Tell us what you would like to buy or hire and roughly when, and we will talk
          you through the options that suit you, including bank transfer for larger hire bookings. Finance is subject to
          status; nothing is agreed until you have seen and accepted the provider&apos;s terms.
        </p>
        <ButtonLink to="/contact" variant="primary" size="large" data-testid="financing-contact">
          Contact Us About Financing
        </ButtonLink>
      </InfoSection>
    </InfoPage>
  );
}
