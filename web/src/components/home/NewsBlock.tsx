import { formatLongDate } from '@shop/contracts';
import { snippet } from '../../format';
import type { NewsItem } from '../../graphql/content';
import { NEWS_LIMIT, useLatestNews } from '../../hooks/useLatestNews';
import { EmptyState } from '../ui/EmptyState';
import { Notice } from '../ui/Notice';
import { Skeleton } from '../ui/Skeleton';

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="panel news-card" data-testid="news-card">
      {item.imageUrl && <img src={item.imageUrl} alt="" className="panel-cover news-image" loading="lazy" />}
      <h3>{item.title}</h3>
      <time dateTime={item.createdAt} className="muted">
        {formatLongDate(item.createdAt)}
      </time>
      <p>{snippet(item.content)}</p>
    </article>
  );
}

function NewsContent() {
  const news = useLatestNews();
  switch (news.status) {
    case 'loading':
      return (
        <div className="columns columns-3" data-testid="news-loading">
          {Array.from({ length: NEWS_LIMIT }, (_, index) => (
            <div key={index} className="panel" data-testid="news-skeleton">
              <Skeleton />
            </div>
          ))}
        </div>
      );
    case 'error':
      return (
        <Notice type="error" message="Unable to load news at this time. Please try again later." testId="news-error" />
      );
    case 'empty':
      return (
        <EmptyState
          description="No news items are currently available. Check back soon for updates."
          testId="news-empty"
        />
      );
    case 'list':
      return (
        <div className="columns columns-3" data-testid="news-list">
          {news.items.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
      );
  }
}

export function NewsBlock() {
  return (
    <section className="container section" aria-labelledby="news-title" data-testid="news-block">
      <h2 id="news-title">Latest News</h2>
      <NewsContent />
    </section>
  );
}
