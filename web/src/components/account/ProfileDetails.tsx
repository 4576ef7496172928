import type { SessionUser } from '../../graphql/accounts';
import { DetailsTable } from '../ui/DetailsTable';

const FIELDS: { key: keyof SessionUser; label: string }[] = [
  { key: 'username', label: 'Username' },
  { key: 'email', label: 'Email' },
  { key: 'fullName', label: 'Name' },
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'postalCode', label: 'Postal Code' },
  { key: 'country', label: 'Country' },
  { key: 'phone', label: 'Phone' },
];

export function ProfileDetails({ user }: { user: SessionUser }) {
  return (
    <DetailsTable
      testId="profile-details"
      rows={FIELDS.map(({ key, label }) => [
        label,
        <span key={key} data-testid={`profile-${key}`}>
          {user[key] || 'Not provided'}
        </span>,
      ])}
    />
  );
}
