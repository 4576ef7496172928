import { starValue } from '../../format';
import { Stars } from '../ui/Stars';

export function RatingStars({ rating }: { rating: number | null }) {
  const value = starValue(rating);
  return <Stars value={value} label={`Rated ${value} out of 5`} testId="rating-stars" />;
}
