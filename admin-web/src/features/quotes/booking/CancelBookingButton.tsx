import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { App, Button, Input, Modal, Typography } from 'antd';
import { serverMessage } from '@shop/web-common';
import { ADMIN_HIRE_QUOTES, CANCEL_HIRE_BOOKING } from '../../../graphql/quotes';

/** Cancels a confirmed booking with a reason; the answer carries the charge under the hire terms' bands. */
export function CancelBookingButton({ quoteId }: { quoteId: number }) {
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [cancel, { loading }] = useMutation(CANCEL_HIRE_BOOKING, { refetchQueries: [ADMIN_HIRE_QUOTES] });

  const submit = async () => {
    try {
      await cancel({ variables: { id: quoteId, reason: reason.trim() || null } });
      setOpen(false);
      notification.success({ message: 'Booking cancelled', description: `Quote #${quoteId}'s units are free again` });
    } catch (err) {
      notification.error({ message: 'Failed to cancel the booking', description: serverMessage(err) });
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="cancel-booking">
        Cancel booking
      </Button>
      <Modal
        open={open}
        title={`Cancel the booking of quote #${quoteId}?`}
        okText="Cancel booking"
        okButtonProps={{ danger: true, loading }}
        cancelText="Keep it"
        onOk={submit}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph>
          The units are freed and the cancellation charge is worked out from the days left before the hire.
        </Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          placeholder="Reason (optional)"
          aria-label="Cancellation reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}
