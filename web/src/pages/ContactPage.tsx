import { Col, Row } from 'antd';
import { ContactDetails } from '../components/info/ContactDetails';
import { ContactForm } from '../components/info/ContactForm';
import { InfoPage } from '../components/info/InfoPage';

export function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      intro="Questions about a product, a hire booking or an order? Send us a message and our team will get back to you."
      testId="contact-page"
    >
      <Row gutter={[32, 32]}>
        <Col xs={24} md={10}>
          <ContactDetails />
        </Col>
        <Col xs={24} md={14}>
          <ContactForm />
        </Col>
      </Row>
    </InfoPage>
  );
}
