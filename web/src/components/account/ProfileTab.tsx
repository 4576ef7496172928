import { EditOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import type { SessionUser } from '../../graphql/accounts';
import { useLogout } from '../../hooks/useLogout';
import { EditProfileModal } from './EditProfileModal';
import { ProfileDetails } from './ProfileDetails';

export function ProfileTab({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const { logout, loggingOut } = useLogout();
  return (
    <>
      <ProfileDetails user={user} />
      <Space style={{ marginTop: 24 }}>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-profile">
          Edit Profile
        </Button>
        <Button
          icon={<LogoutOutlined />}
          danger
          loading={loggingOut}
          onClick={() => void logout()}
          data-testid="logout"
        >
          Logout
        </Button>
      </Space>
      <EditProfileModal user={user} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
