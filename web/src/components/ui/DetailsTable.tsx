import type { ReactNode } from 'react';

/** Label and value rows in a bordered table (antd's bordered Descriptions in one column). */
export function DetailsTable({ rows, testId }: { rows: [label: string, value: ReactNode][]; testId?: string }) {
  return (
    <table className="details-table" data-testid={testId}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
