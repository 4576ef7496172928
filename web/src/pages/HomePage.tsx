import { HydratesApart } from '../components/HydratesApart';
import { CategoryShowcase } from '../components/home/CategoryShowcase';
import { HeroBanner } from '../components/home/HeroBanner';
import { NewsBlock } from '../components/home/NewsBlock';
import { Testimonials } from '../components/home/Testimonials';
import { WhyChoose } from '../components/home/WhyChoose';
import { PageHead } from '../head/PageHead';
import { DEFAULT_HEAD } from '../head/headTags';

// Below the hero, in page order; each hydrates on its own.
const SECTIONS = [CategoryShowcase, NewsBlock, WhyChoose, Testimonials];

export function HomePage() {
  return (
    <>
      <PageHead {...DEFAULT_HEAD} />
      <HeroBanner />
      {SECTIONS.map((Section, index) => (
        <HydratesApart key={index}>
          <Section />
        </HydratesApart>
      ))}
    </>
  );
}
