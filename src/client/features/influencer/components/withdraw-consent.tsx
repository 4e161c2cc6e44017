import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { m } from '#common/paraglide/messages.js';
import { notify } from '#client/app/notify';
import { problemMessage } from '#client/app/problem-message';
import { toProblem } from '#client/api/problem';
import { useInvalidateInfluencer, useWithdrawConsent } from '../api/profile';

/** Account row action: withdraw the talent-manager partner consent, after a confirmation. */
export function WithdrawConsentButton({ uuid, managerName }: { uuid: string; managerName: string }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawConsent(uuid);
  const invalidate = useInvalidateInfluencer();
  const problem = withdraw.error ? toProblem(withdraw.error) : null;
  const close = () => {
    setOpen(false);
    withdraw.reset();
  };
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: (done) => {
        setOpen(false);
        notify({ color: 'green', message: m.influencer_consent_withdrawn({ name: done.manager.displayName || managerName }), withBorder: true });
      },
      onError: (error) => {
        // Already withdrawn (another tab): say so, and let the refetched account drop the row.
        if (toProblem(error).type !== 'not_found') return;
        setOpen(false);
        notify({ color: 'yellow', message: m.influencer_consent_nothing(), withBorder: true });
        void invalidate();
      },
    });
  return (
    <>
      <Button size="xs" variant="light" color="red" style={{ flexShrink: 0 }} onClick={() => setOpen(true)} data-testid="consent-withdraw">
        {m.influencer_consent_withdraw()}
      </Button>
      <Modal opened={open} onClose={close} title={m.influencer_consent_withdraw_title()} centered data-testid="consent-withdraw-modal">
        <Stack gap="md">
          <Text size="sm">{m.influencer_consent_withdraw_text({ name: managerName })}</Text>
          {problem ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" data-testid="consent-withdraw-error">
              {problemMessage(problem)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={withdraw.isPending}>
              {m.influencer_consent_cancel()}
            </Button>
            <Button color="red" onClick={confirm} loading={withdraw.isPending} data-testid="consent-withdraw-confirm">
              {m.influencer_consent_withdraw()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
