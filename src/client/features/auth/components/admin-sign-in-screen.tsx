import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { SignInForm } from './sign-in-form';

/** /{lang}/Admin while signed out: staff sign in. */
export function AdminSignInScreen({ lang }: { lang: Locale }) {
  return (
    <Center py={{ base: 'xl', md: 80 }} px="md">
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconShieldLock size={30} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {m.sign_in_admin_title()}
            </Title>
            <Text c="dimmed">{m.sign_in_admin_text()}</Text>
          </Stack>
          <SignInForm role="admin" lang={lang} />
        </Stack>
      </Paper>
    </Center>
  );
}
