import { Descriptions } from 'antd';
import type { SessionUser } from '../../graphql/accounts';

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
    <Descriptions bordered column={1} size="middle" data-testid="profile-details">
      {FIELDS.map(({ key, label }) => (
        <Descriptions.Item key={key} label={label}>
          <span data-testid={`profile-${key}`}>{user[key] || 'Not provided'}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
