import { useState } from 'react';
import { Button, Card } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { MailchimpSettings } from '../../graphql/notify';
import { MailchimpSettingsForm } from './MailchimpSettingsForm';
import { MailchimpSettingsView } from './MailchimpSettingsView';

interface Props {
  settings: MailchimpSettings;
  /** Called after a save, so the panel asks Mailchimp again with the new settings. */
  onSaved: () => void;
}

/** The form until Mailchimp is configured; afterwards the saved settings, with the form one click away. */
export function MailchimpSettingsCard({ settings, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const showForm = !settings.configured || editing;

  return (
    <Card
      title={showForm ? 'Edit Settings' : 'Settings'}
      size="small"
      style={{ marginBottom: 24 }}
      data-testid="mailchimp-settings"
      extra={
        !showForm && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit Settings
          </Button>
        )
      }
    >
      {showForm ? (
        <MailchimpSettingsForm
          initial={{ apiKey: settings.apiKey, defaultListId: settings.defaultListId }}
          onSaved={() => {
            setEditing(false);
            onSaved();
          }}
          onCancel={settings.configured ? () => setEditing(false) : undefined}
        />
      ) : (
        <MailchimpSettingsView
          apiKey={settings.apiKey}
          serverPrefix={settings.serverPrefix}
          defaultListId={settings.defaultListId}
        />
      )}
    </Card>
  );
}
