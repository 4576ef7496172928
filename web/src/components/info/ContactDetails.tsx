import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { BUSINESS } from '../../business';

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="contact-detail">
      <span className="contact-detail-icon" aria-hidden>
        {icon}
      </span>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </div>
  );
}

/** The contact page's left column: how else to reach the business, and when. */
export function ContactDetails() {
  return (
    <Card className="info-card" title="Get in Touch" data-testid="contact-details">
      <Detail icon={<MailOutlined />} title="Email">
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
      </Detail>
      <Detail icon={<EnvironmentOutlined />} title="Location">
        {BUSINESS.location}
      </Detail>
      <Detail icon={<ClockCircleOutlined />} title="Business Hours">
        <table className="contact-hours" data-testid="contact-hours">
          <tbody>
            {BUSINESS.contactPageHours.map(({ days, hours }) => (
              <tr key={days}>
                <th scope="row">{days}</th>
                <td>{hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Detail>
    </Card>
  );
}
