import { Avatar, Badge, Box, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { firstLetter } from '#common/first-letter';
import { m } from '#common/paraglide/messages.js';
import { ButtonLink } from '../ui/links';
import { roleLabel } from './role-label';

interface ProfileDrawerProps {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
  lang: Locale;
  user: SessionUser;
}

function DashboardButton({ user, lang, onClick }: { user: SessionUser; lang: Locale; onClick: () => void }) {
  const common = { variant: 'light', fullWidth: true, justify: 'flex-start', leftSection: <IconLayoutDashboard size={18} />, onClick } as const;
  if (user.role === 'influencer')
    return (
      <ButtonLink to="/$lang/Influencer/dashboard" params={{ lang }} {...common}>
        {m.profile_go_dashboard()}
      </ButtonLink>
    );
  if (user.role === 'marketer')
    return (
      <ButtonLink to="/$lang/Marketer/dashboard" params={{ lang }} {...common}>
        {m.profile_go_dashboard()}
      </ButtonLink>
    );
  return (
    <ButtonLink to="/$lang/Admin" params={{ lang }} {...common}>
      {m.profile_go_dashboard()}
    </ButtonLink>
  );
}

function AccountButton({ user, lang, onClick }: { user: SessionUser; lang: Locale; onClick: () => void }) {
  const common = { variant: 'default', fullWidth: true, justify: 'flex-start', leftSection: <IconSettings size={18} />, onClick } as const;
  if (user.role === 'influencer')
    return (
      <ButtonLink to="/$lang/Influencer/account" params={{ lang }} {...common}>
        {m.profile_account_settings()}
      </ButtonLink>
    );
  if (user.role === 'marketer')
    return (
      <ButtonLink to="/$lang/Marketer/account" params={{ lang }} {...common}>
        {m.profile_account_settings()}
      </ButtonLink>
    );
  return null;
}

/** The profile sidebar: who is signed in, where to go, and sign out. */
export function ProfileDrawer({ opened, onClose, onSignOut, lang, user }: ProfileDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={
        <Text fw={700} fz="lg">
          {m.profile_drawer_title()}
        </Text>
      }
      closeButtonProps={{ 'aria-label': m.sign_in_close() }}
    >
      <Stack gap="lg">
        <Group wrap="nowrap">
          <Avatar size={56} radius="xl" variant="gradient" gradient={{ from: 'kolify.6', to: 'blush.5', deg: 135 }}>
            {firstLetter(user.displayName) || firstLetter(user.email)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end" data-testid="profile-name">
              {user.displayName}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {user.email}
            </Text>
            <Badge mt={6} variant="light" data-testid="profile-role">
              {roleLabel(user)}
            </Badge>
          </Box>
        </Group>
        <Stack gap="xs">
          <DashboardButton user={user} lang={lang} onClick={onClose} />
          <AccountButton user={user} lang={lang} onClick={onClose} />
        </Stack>
        <Divider />
        <Button variant="subtle" color="red" justify="flex-start" leftSection={<IconLogout size={18} />} onClick={onSignOut} data-testid="sign-out">
          {m.profile_sign_out()}
        </Button>
      </Stack>
    </Drawer>
  );
}
