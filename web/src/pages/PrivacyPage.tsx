import { BUSINESS } from '../business';
import { InfoPage, InfoSection } from '../components/info/InfoPage';

const DATA_WE_HOLD = [
  'Account details: username, name, email address, and the address and phone number you give us.',
  'Orders and hire quotes: what you ordered or asked to hire, dates, delivery details and payment method.',
  'Messages you send us through the contact form or by email.',
  'Newsletter sign-ups: your email address and, if you give it, your name.',
];

const RIGHTS = [
  'see the personal data we hold about you',
  'have it corrected if it is wrong',
  'have it deleted or its use restricted',
  'object to how we use it',
  'receive it in a portable format',
  'withdraw your consent at any time, for example to the newsletter',
];

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      intro={`How ${BUSINESS.name} collects, uses and protects your personal data under UK GDPR and the Data Protection Act 2018.`}
      testId="privacy-page"
    >
      <InfoSection title="Who We Are">
        <p>
          {BUSINESS.name}, {BUSINESS.location}, is the controller of the personal data described here. Contact us about
          it at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
        </p>
      </InfoSection>
      <InfoSection title="What We Collect">
        <ul className="info-list">
          {DATA_WE_HOLD.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Why We Use It">
        <p>
          We use your data to run your account, deliver orders, prepare hire quotes and bookings, and answer your
          questions (to perform our contract with you or take steps at your request); to keep records the law requires;
          to protect our shop from fraud (our legitimate interests); and, only if you sign up, to send our newsletter
          (your consent). We do not sell your data.
        </p>
      </InfoSection>
      <InfoSection title="Who We Share It With">
        <p>
          Only the services that help us run the shop: payment providers, delivery couriers, our email and newsletter
          services and our hosting provider. Each may use your data only to provide their service to us.
        </p>
      </InfoSection>
      <InfoSection title="Cookies and Local Storage">
        <p>
          We use a cookie to keep you signed in, and your browser&apos;s storage to remember your basket and hire
          basket. We do not use advertising cookies.
        </p>
      </InfoSection>
      <InfoSection title="How Long We Keep It">
        <p>
          We keep account data while your account is open, and order records for as long as tax and accounting law
          requires (usually six years). Contact messages and quotes are deleted once they are no longer needed.
        </p>
      </InfoSection>
      <InfoSection title="Your Rights">
        <p>Under UK GDPR you have the right to:</p>
        <ul className="info-list">
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <p>
          To use any of these rights, email <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or send us a
          message through our <a href="/contact">contact page</a>. If you are unhappy with how we handle your data, you
          can complain to the Information Commissioner&apos;s Office (ICO) at{' '}
          <a href="https://ico.org.uk/" target="_blank" rel="noopener noreferrer">
            ico.org.uk
          </a>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
