import { Collapse } from 'antd';
import { FAQ_ITEMS } from '../components/info/faqItems';
import { HelpBox } from '../components/info/HelpBox';
import { InfoPage } from '../components/info/InfoPage';

const COLLAPSE_ITEMS = FAQ_ITEMS.map(({ key, question, answer }) => ({ key, label: question, children: answer }));

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro="Answers to the questions we hear most about buying, hiring, delivery and payment."
      testId="faq-page"
    >
      {/* Accordion: opening one answer closes the one that was open. */}
      <Collapse accordion items={COLLAPSE_ITEMS} size="large" data-testid="faq-list" />
      <HelpBox />
    </InfoPage>
  );
}
