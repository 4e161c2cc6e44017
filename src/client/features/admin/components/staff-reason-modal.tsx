import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';

/**
 * A staff action's confirmation: what it does, and the reason the audit log keeps (3 characters at
 * least). `onConfirm` gets the trimmed reason and a callback that shows the server's refusal.
 * `testId` prefixes the modal, its reason field and its confirm button.
 */
export function StaffReasonModal({
  title,
  text,
  confirmLabel,
  confirmColor,
  testId,
  pending,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  confirmColor: string;
  testId: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, onError: (failure: unknown) => void) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (reason.trim().length < 3) {
      setError(m.staff_reason_required());
      return;
    }
    onConfirm(reason.trim(), (failure) => setError(problemText(failure)));
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md" data-testid={`${testId}-modal`}>
        <Text size="sm">{text}</Text>
        <Textarea
          label={m.staff_reason_label()}
          autosize
          minRows={3}
          maxLength={500}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-testid={`${testId}-reason`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.staff_cancel()}
          </Button>
          <Button color={confirmColor} loading={pending} onClick={submit} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
