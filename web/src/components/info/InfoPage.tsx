import type { ReactNode } from 'react';
import { PageHead } from '../../head/PageHead';
import './info.css';

interface InfoPageProps {
  title: string;
  /** Also the page's meta description. */
  intro: string;
  testId: string;
  children: ReactNode;
}

/** The frame every information page shares: heading, intro and content. */
export function InfoPage({ title, intro, testId, children }: InfoPageProps) {
  return (
    <div className="container section info-page" data-testid={testId}>
      <PageHead title={title} description={intro} />
      <h1>{title}</h1>
      <p className="info-intro muted">{intro}</p>
      {children}
    </div>
  );
}

/** One titled part of an information page. */
export function InfoSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="info-section" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
