import { Rate } from 'antd';
import { starValue } from '../../format';

export function RatingStars({ rating }: { rating: number | null }) {
  const value = starValue(rating);
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} data-testid="rating-stars">
      <Rate disabled allowHalf value={value} style={{ fontSize: 14 }} />
    </span>
  );
}
