import { CategoryShowcase } from '../components/home/CategoryShowcase';
import { HeroBanner } from '../components/home/HeroBanner';
import { NewsBlock } from '../components/home/NewsBlock';
import { Testimonials } from '../components/home/Testimonials';
import { WhyChoose } from '../components/home/WhyChoose';

export function HomePage() {
  return (
    <>
      <HeroBanner />
      <CategoryShowcase />
      <NewsBlock />
      <WhyChoose />
      <Testimonials />
    </>
  );
}
