import { useMutation } from '@apollo/client';
import { AntdTheme } from '../../AntdTheme';
import { Form, Input, Modal } from 'antd';
import { serverMessage } from '@shop/web-common';
import { EMAIL_RULES, profileFieldRules } from '../../formRules';
import { UPDATE_PROFILE_MUTATION, type ProfileInput, type SessionUser } from '../../graphql/accounts';
import { useSubmitGuard } from '../../hooks/useSubmitGuard';
import { useToast } from '../../hooks/useToast';

const OPTIONAL_FIELDS: { name: keyof ProfileInput; label: string; autoComplete: string }[] = [
  { name: 'fullName', label: 'Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
];

interface EditProfileModalProps {
  user: SessionUser;
  open: boolean;
  onClose(): void;
}

/** The returned User shares the cached me's id, so the profile tab updates itself. */
export function EditProfileModal({ user, open, onClose }: EditProfileModalProps) {
  const [form] = Form.useForm<ProfileInput>();
  const [updateProfile] = useMutation(UPDATE_PROFILE_MUTATION);
  const toast = useToast();

  const { submit: save, busy } = useSubmitGuard(async (values: ProfileInput) => {
    // The name can change but not be cleared (the server refuses a blank one); other empty fields clear the value.
    const { fullName, ...rest } = values;
    const input: ProfileInput = fullName?.trim() ? { ...rest, fullName } : rest;
    try {
      await updateProfile({ variables: { input } });
      toast.success('Profile updated', 'Your profile has been saved.');
      onClose();
      return true;
    } catch (error) {
      toast.error('Profile update failed', serverMessage(error));
      return false;
    }
  });

  const initialValues: ProfileInput = {
    email: user.email,
    ...Object.fromEntries(OPTIONAL_FIELDS.map(({ name }) => [name, user[name] ?? ''])),
  };

  return (
    // Loaded when first opened, outside the pages drawn with antd: it brings antd's theme along.
    <AntdTheme>
      <Modal
        title="Edit Profile"
        open={open}
        onCancel={onClose}
        onOk={() => form.submit()}
        okText="Save"
        confirmLoading={busy}
        destroyOnHidden
        data-testid="edit-profile-modal"
      >
        <Form<ProfileInput>
          form={form}
          name="editProfile"
          layout="vertical"
          initialValues={initialValues}
          onFinish={save}
          preserve={false}
          aria-label="Edit profile"
        >
          <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
            <Input autoComplete="email" />
          </Form.Item>
          {OPTIONAL_FIELDS.map(({ name, label, autoComplete }) => (
            <Form.Item key={name} name={name} label={label} rules={profileFieldRules(name)}>
              <Input autoComplete={autoComplete} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </AntdTheme>
  );
}
