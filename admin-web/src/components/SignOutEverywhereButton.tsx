import { useMutation } from '@apollo/client';
import { App, Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { serverMessage } from '@shop/web-common';
import { SIGN_OUT_EVERYWHERE } from '../graphql/viewer';

/** Ends every session of this admin account (a lost laptop, a shared computer), this one included. */
export function SignOutEverywhereButton() {
  const { modal, message } = App.useApp();
  const [signOutEverywhere] = useMutation(SIGN_OUT_EVERYWHERE);
  const confirm = () =>
    modal.confirm({
      title: 'Sign out everywhere?',
      content: 'Every browser signed in to this account, this one included, will need to sign in again.',
      okText: 'Sign out everywhere',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await signOutEverywhere();
          window.location.assign('/auth');
        } catch (error) {
          message.error(serverMessage(error));
        }
      },
    });
  return (
    <Button icon={<LogoutOutlined />} onClick={confirm} data-testid="sign-out-everywhere">
      Sign out everywhere
    </Button>
  );
}
