import { EditOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import type { SessionUser } from '../../graphql/accounts';
import { useLogout } from '../../hooks/useLogout';
import { ChangePasswordModal } from './ChangePasswordModal';
import { EditProfileModal } from './EditProfileModal';
import { ProfileDetails } from './ProfileDetails';

export function ProfileTab({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState<'profile' | 'password' | null>(null);
  const { logout, logoutEverywhere, loggingOut } = useLogout();
  return (
    <>
      <ProfileDetails user={user} />
      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<EditOutlined />} onClick={() => setEditing('profile')} data-testid="edit-profile">
          Edit Profile
        </Button>
        <Button icon={<KeyOutlined />} onClick={() => setEditing('password')} data-testid="change-password">
          Change Password
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
        <Popconfirm
          title="Sign out everywhere?"
          description="Every browser signed in to your account, this one included, will need to log in again."
          okText="Sign out everywhere"
          cancelText="Cancel"
          onConfirm={() => logoutEverywhere()}
        >
          <Button danger type="text" disabled={loggingOut} data-testid="logout-everywhere">
            Sign out everywhere
          </Button>
        </Popconfirm>
      </Space>
      <EditProfileModal user={user} open={editing === 'profile'} onClose={() => setEditing(null)} />
      <ChangePasswordModal open={editing === 'password'} onClose={() => setEditing(null)} />
    </>
  );
}
