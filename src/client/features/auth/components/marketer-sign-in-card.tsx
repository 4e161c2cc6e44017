import { Alert, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { SignInForm } from './sign-in-form';

/** The marketer sign-in card on /{lang}/Marketer (opened by ?login=1). */
export function MarketerSignInCard({ lang, redirected, onClose }: { lang: Locale; redirected: boolean; onClose: () => void }) {
  return (
    <Paper withBorder shadow="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={460} mx="auto" id="marketer-sign-in">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6}>
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {m.sign_in_marketer_title()}
            </Title>
            <Text c="dimmed">{m.sign_in_marketer_text()}</Text>
          </Stack>
          <CloseButton onClick={onClose} aria-label={m.sign_in_close()} />
        </Group>
        {redirected ? (
          <Alert variant="light" color="kolify" icon={<IconInfoCircle size={20} />} py="xs">
            {m.sign_in_continue_notice()}
          </Alert>
        ) : null}
        <SignInForm role="marketer" lang={lang} />
      </Stack>
    </Paper>
  );
}
