import { HydratesApart } from '../components/HydratesApart';
import { CategoryShowcase } from '../components/home/CategoryShowcase';
import { HeroBanner } from '../components/home/HeroBanner';
import { NewsBlock } from '../components/home/NewsBlock';
import { Testimonials } from '../components/home/Testimonials';
import { WhyChoose } from '../components/home/WhyChoose';
import { PageHead } from '../head/PageHead';
import { DEFAULT_HEAD } from '../head/headTags';

export function HomePage() {
  return (
    <>
      <PageHead {...DEFAULT_HEAD} />
      <HeroBanner />
      {/* The sections below the hero hydrate one by one. */}
      <HydratesApart>
        <CategoryShowcase />
      </HydratesApart>
      <HydratesApart>
        <NewsBlock />
      </HydratesApart>
      <HydratesApart>
        <WhyChoose />
      </HydratesApart>
      <HydratesApart>
        <Testimonials />
      </HydratesApart>
    </>
  );
}
