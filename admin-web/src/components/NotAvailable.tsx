import { Result } from 'antd';

/** Honest placeholder for a tab whose back-end service has not been built yet. */
export function NotAvailable({ service, feature }: { service: string; feature: string }) {
  return (
    <Result
      status="info"
      title="Not available yet"
      subTitle={`The ${service} service is not built yet, so ${feature} cannot be managed here.`}
      data-testid="not-available"
    />
  );
}
