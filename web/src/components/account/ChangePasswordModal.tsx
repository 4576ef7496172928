import { useMutation } from '@apollo/client';
import { AntdTheme } from '../../AntdTheme';
import { Form, Input, Modal } from 'antd';
import { serverMessage } from '@shop/web-common';
import { PASSWORD_RULES, confirmPasswordRules } from '../../formRules';
import { CHANGE_PASSWORD_MUTATION } from '../../graphql/accounts';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';
import { useToast } from '../../hooks/useToast';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A new password; the server signs out every other browser and keeps this one signed in. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const toast = useToast();

  const { submit: save, busy } = useSubmitGuard(async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      toast.success('Password changed', 'Any other browser signed in to your account has been signed out.');
      onClose();
      return true;
    } catch (error) {
      toast.error('Password change failed', serverMessage(error));
      return false;
    }
  });

  return (
    // Loaded when first opened, outside the pages drawn with antd: it brings antd's theme along.
    <AntdTheme>
      <Modal
        title="Change Password"
        open={open}
        onCancel={onClose}
        onOk={() => form.submit()}
        okText="Change Password"
        confirmLoading={busy}
        destroyOnHidden
        data-testid="change-password-modal"
      >
        <Form<ChangePasswordValues> form={form} layout="vertical" onFinish={save} preserve={false}>
          <Form.Item
            name="currentPassword"
            label="Current Password"
            rules={[{ required: true, message: 'Current password is required' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label="New Password" rules={PASSWORD_RULES}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="Confirm New Password"
            dependencies={['newPassword']}
            rules={confirmPasswordRules('newPassword')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </AntdTheme>
  );
}
