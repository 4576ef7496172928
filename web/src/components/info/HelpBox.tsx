import { BUSINESS } from '../../business';

/** The closing "still stuck?" box: the contact page and a direct email. Plain links; useInAppLinks routes them. */
export function HelpBox({ title = 'Still have questions?' }: { title?: string }) {
  return (
    <aside className="help-box" data-testid="help-box">
      <h2>{title}</h2>
      <p>
        Our team is happy to help. Send us a message through our <a href="/contact">contact page</a> or email us at{' '}
        <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>.
      </p>
    </aside>
  );
}
