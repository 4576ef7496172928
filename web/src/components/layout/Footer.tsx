import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS, SOCIAL_LINKS } from '../../business';
import { useCategories } from '../../hooks/useCategories';
import { useNearViewport } from '../../hooks/useNearViewport';
import { Chip } from '../Chip';
import { Logo } from './Logo';

const NewsletterForm = lazy(() => import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })));

const CUSTOMER_SERVICE_LINKS = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Shipping Information', to: '/shipping-info' },
  { label: 'Financing Options', to: '/financing-options' },
  { label: 'My Account', to: '/account' },
];

function FooterList({
  title,
  links,
  testId,
}: {
  title: string;
  links: { label: string; to: string }[];
  testId: string;
}) {
  return (
    <nav aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <ul className="footer-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The newsletter form, loaded as the footer scrolls near: its code (antd's Form and the email rule) is no part of the
 * first screen. Its slot keeps the form's height meanwhile, so nothing below it moves when it arrives.
 */
function NewsletterSignup() {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="newsletter-slot">
      {near && (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      )}
    </div>
  );
}

export function Footer() {
  const { topLevel } = useCategories();
  const shopLinks = [
    ...topLevel.map((category) => ({ label: category.name, to: `/sales/category/${category.slug}` })),
    { label: 'Special Offers', to: '/sales/deals' },
  ];

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-wide">
            <h3>
              <Logo className="footer-logo" light testId="footer-logo" />
            </h3>
            <p>{BUSINESS.blurb}</p>
            <ul className="footer-social" aria-label="Social links">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.name}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterList title="Shop Categories" links={shopLinks} testId="footer-shop-categories" />
          <FooterList title="Customer Service" links={CUSTOMER_SERVICE_LINKS} testId="footer-customer-service" />
          <div className="footer-wide">
            <h3>Contact</h3>
            <p>
              <MailOutlined /> <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
            </p>
            <p>
              <EnvironmentOutlined /> {BUSINESS.location}
            </p>
            <div data-testid="opening-hours">
              <ClockCircleOutlined /> Opening hours
              <ul className="footer-list">
                {BUSINESS.openingHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
          <div className="footer-wide">
            <h3>Newsletter</h3>
            <p>News, offers and new hire stock, straight to your inbox.</p>
            <NewsletterSignup />
          </div>
        </div>
        <div className="footer-bottom">
          <span data-testid="copyright">
            &copy; {new Date().getFullYear()} {BUSINESS.name}. All rights reserved.
          </span>
          <span aria-label="Payment methods we accept" data-testid="payment-badges">
            {BUSINESS.paymentBadges.map((badge) => (
              <Chip key={badge}>{badge}</Chip>
            ))}
          </span>
        </div>
      </div>
    </footer>
  );
}
