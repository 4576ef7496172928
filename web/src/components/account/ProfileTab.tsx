import { EditOutlined, ExclamationCircleFilled, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { lazy, Suspense, useRef, useState } from 'react';
import type { SessionUser } from '../../graphql/accounts';
import { useLogout } from '../../hooks/useLogout';
import { Button } from '../ui/Button';
import { useDismiss } from '../ui/useDismiss';
import { ProfileDetails } from './ProfileDetails';

// The dialogs (antd's Modal and Form) load when first opened: most visits to the account never open them.
const loadEditProfile = () => import('./EditProfileModal');
const loadChangePassword = () => import('./ChangePasswordModal');
const EditProfileModal = lazy(() => loadEditProfile().then((module) => ({ default: module.EditProfileModal })));
const ChangePasswordModal = lazy(() =>
  loadChangePassword().then((module) => ({ default: module.ChangePasswordModal })),
);

type Dialog = 'profile' | 'password';

/** "Sign out everywhere", asked again in a small panel by the button first (antd's Popconfirm). */
function SignOutEverywhere({ disabled, onConfirm }: { disabled: boolean; onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, open, () => setOpen(false));
  return (
    <div className="popup-anchor" ref={root}>
      <Button
        danger
        variant="text"
        disabled={disabled}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        data-testid="logout-everywhere"
      >
        Sign out everywhere
      </Button>
      {open && (
        <div className="popover-panel confirm-panel" role="dialog" aria-labelledby="sign-out-everywhere-title">
          <div className="confirm-panel-message">
            <ExclamationCircleFilled className="confirm-panel-icon" />
            <div>
              <div className="confirm-panel-title" id="sign-out-everywhere-title">
                Sign out everywhere?
              </div>
              <div>Every browser signed in to your account, this one included, will need to log in again.</div>
            </div>
          </div>
          <div className="confirm-panel-buttons">
            <Button size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="small"
              variant="primary"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              Sign out everywhere
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

export function ProfileTab({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState<Dialog | null>(null);
  // Once opened a dialog stays mounted, so that closing it animates.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const { logout, logoutEverywhere, loggingOut } = useLogout();
  const open = (dialog: Dialog) => {
    setOpened((was) => new Set([...was, dialog]));
    setEditing(dialog);
  };
  return (
    <>
      <ProfileDetails user={user} />
      <div className="inline-group profile-actions">
        <Button
          icon={<EditOutlined />}
          // Fetched as the finger lands, so the dialog is usually in by the time the tap ends.
          onPointerDown={() => void loadEditProfile()}
          onClick={() => open('profile')}
          data-testid="edit-profile"
        >
          Edit Profile
        </Button>
        <Button
          icon={<KeyOutlined />}
          onPointerDown={() => void loadChangePassword()}
          onClick={() => open('password')}
          data-testid="change-password"
        >
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
        <SignOutEverywhere disabled={loggingOut} onConfirm={() => void logoutEverywhere()} />
      </div>
      <Suspense fallback={null}>
        {opened.has('profile') && (
          <EditProfileModal user={user} open={editing === 'profile'} onClose={() => setEditing(null)} />
        )}
        {opened.has('password') && (
          <ChangePasswordModal open={editing === 'password'} onClose={() => setEditing(null)} />
        )}
      </Suspense>
    </>
  );
}
