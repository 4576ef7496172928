import { Link } from 'react-router-dom';
import { HOME_CATEGORY_SLUGS } from '../../business';
import { useCategories } from '../../hooks/useCategories';

const BUILT_IN_TEXT: Record<(typeof HOME_CATEGORY_SLUGS)[number], { name: string; description: string }> = {
  'audio-equipment': {
    name: 'Audio Equipment',
    description: 'Speakers, mixers, microphones and amplifiers for venues, bands and events.',
  },
  'lighting-equipment': {
    name: 'Lighting Equipment',
    description: 'Moving heads, LED washes, controllers and effects to light any stage.',
  },
};

/** The two featured categories; names and descriptions come from the category data when it has them. */
export function CategoryShowcase() {
  const { bySlug } = useCategories();
  return (
    <section className="container section" aria-labelledby="shop-categories-title">
      <h2 id="shop-categories-title">Shop by Category</h2>
      <div className="columns columns-2">
        {HOME_CATEGORY_SLUGS.map((slug) => {
          const category = bySlug(slug);
          const text = BUILT_IN_TEXT[slug];
          return (
            <Link key={slug} to={`/sales/category/${slug}`} data-testid={`home-category-${slug}`}>
              <div className="panel panel-hoverable category-showcase-card">
                <h3>{category?.name ?? text.name}</h3>
                <p className="muted">{category?.description || text.description}</p>
                <span className="link-text">Shop now &rarr;</span>
              </div>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
