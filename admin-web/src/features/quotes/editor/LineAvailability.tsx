import { useQuery } from '@apollo/client';
import { Typography } from 'antd';
import { HIRE_LINE_AVAILABILITY } from '../../../graphql/quotes';
import { ItemAvailability } from '../ItemAvailability';

interface Props {
  slug: string;
  /** The draft's days, YYYY-MM-DD; null while a picker is empty. */
  start: string | null;
  end: string | null;
  quantity: number;
}

/** Units free for the draft's dates, asked again whenever the dates change. */
export function LineAvailability({ slug, start, end, quantity }: Props) {
  const { data } = useQuery(HIRE_LINE_AVAILABILITY, {
    variables: { slug, start: start ?? '', end: end ?? '' },
    skip: !slug || !start || !end || end <= start,
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return <Typography.Text type="secondary">—</Typography.Text>;
  return <ItemAvailability quantity={quantity} free={data.hireAvailability} />;
}
