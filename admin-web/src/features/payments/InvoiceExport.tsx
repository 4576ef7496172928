import { useState } from 'react';
import { App, Button, Card, Select, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ukCalendarDay } from '@shop/contracts';
import { downloadMonthCsv } from './vatDocuments';

const MONTHS_SHOWN = 12;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** This UK month and the eleven before it, the latest first, as YYYY-MM. */
function recentMonths(): string[] {
  const [year, month] = ukCalendarDay(new Date()).split('-').map(Number);
  return Array.from({ length: MONTHS_SHOWN }, (_, back) => {
    const at = new Date(Date.UTC(year, month - 1 - back, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The month's VAT invoices and credit notes as a CSV for the accountant (credit notes' amounts negative). */
export function InvoiceExport() {
  const { notification } = App.useApp();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMonthCsv(month);
    } catch (err) {
      notification.error({ message: 'Could not download the invoices', description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="VAT invoices and credit notes" style={{ marginBottom: 24 }} data-testid="invoice-export">
      <Typography.Paragraph type="secondary">
        Every paid order and hire payment has a numbered VAT invoice, and every refund a credit note naming it. The
        month&apos;s CSV lists each with its number, date, customer, net, VAT and gross (credit notes negative).
      </Typography.Paragraph>
      <Space>
        <Select
          aria-label="Month"
          value={month}
          onChange={setMonth}
          style={{ width: 200 }}
          options={months.map((value) => ({ value, label: monthName.format(new Date(`${value}-01T00:00:00Z`)) }))}
        />
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Download CSV
        </Button>
      </Space>
    </Card>
  );
}
