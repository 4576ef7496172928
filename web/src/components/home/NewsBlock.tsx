import { Alert, Card, Col, Empty, Row, Skeleton } from 'antd';
import { formatLongDate } from '@shop/web-common';
import { snippet } from '../../format';
import type { NewsItem } from '../../graphql/content';
import { NEWS_LIMIT, useLatestNews } from '../../hooks/useLatestNews';

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Card
      className="news-card"
      data-testid="news-card"
      cover={item.imageUrl ? <img src={item.imageUrl} alt="" className="news-image" loading="lazy" /> : undefined}
    >
      <h3>{item.title}</h3>
      <time dateTime={item.createdAt} className="muted">
        {formatLongDate(item.createdAt)}
      </time>
      <p>{snippet(item.content)}</p>
    </Card>
  );
}

function NewsContent() {
  const news = useLatestNews();
  switch (news.status) {
    case 'loading':
      return (
        <Row gutter={[24, 24]} data-testid="news-loading">
          {Array.from({ length: NEWS_LIMIT }, (_, index) => (
            <Col key={index} xs={24} md={8}>
              <Card data-testid="news-skeleton">
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          message="Unable to load news at this time. Please try again later."
          data-testid="news-error"
        />
      );
    case 'empty':
      return (
        <Empty
          description="No news items are currently available. Check back soon for updates."
          data-testid="news-empty"
        />
      );
    case 'list':
      return (
        <Row gutter={[24, 24]} data-testid="news-list">
          {news.items.map((item) => (
            <Col key={item.id} xs={24} md={8}>
              <NewsCard item={item} />
            </Col>
          ))}
        </Row>
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
