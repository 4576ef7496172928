import { Tag } from 'antd';
import type { HireQuoteStage } from '../../graphql/quotes';

const COLOURS: Record<HireQuoteStage, string> = {
  requested: 'gold',
  quoted: 'blue',
  confirmed: 'green',
  out: 'cyan',
  declined: 'red',
  expired: 'default',
  cancelled: 'volcano',
  completed: 'purple',
};

/** Where the quote stands in its life (the status column shows the spec's view of it). */
export function QuoteStageTag({ stage }: { stage: HireQuoteStage }) {
  return (
    <Tag color={COLOURS[stage]} data-testid="quote-stage" data-stage={stage}>
      {stage[0].toUpperCase() + stage.slice(1)}
    </Tag>
  );
}
