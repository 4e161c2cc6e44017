import { Avatar, Badge, Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import type { SessionUser } from '#common/contracts/auth';
import type { Locale } from '#common/enums';
import { firstLetter } from '#common/first-letter';
import { m } from '#common/paraglide/messages.js';
import { SideDrawer } from './side-drawer';
import { ButtonLink } from '../ui/links';
import { roleLabel } from './role-label';

interface ProfileDrawerProps {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
  lang: Locale;
  user: SessionUser;
}

// Where each role's dashboard and account settings live (staff have no account page).
const dashboardPaths = { influencer: '/$lang/Influencer/dashboard', marketer: '/$lang/Marketer/dashboard', admin: '/$lang/Admin', support: '/$lang/Admin' } as const;
const accountPaths = { influencer: '/$lang/Influencer/account', marketer: '/$lang/Marketer/account', admin: null, support: null } as const;

function DashboardButton({ user, lang, onClick }: { user: SessionUser; lang: Locale; onClick: () => void }) {
  return (
    <ButtonLink to={dashboardPaths[user.role]} params={{ lang }} variant="light" fullWidth justify="flex-start" leftSection={<IconLayoutDashboard size={18} />} onClick={onClick}>
      {m.profile_go_dashboard()}
    </ButtonLink>
  );
}

function AccountButton({ user, lang, onClick }: { user: SessionUser; lang: Locale; onClick: () => void }) {
  const to = accountPaths[user.role];
  if (!to) return null;
  return (
    <ButtonLink to={to} params={{ lang }} variant="default" fullWidth justify="flex-start" leftSection={<IconSettings size={18} />} onClick={onClick}>
      {m.profile_account_settings()}
    </ButtonLink>
  );
}

/** The profile sidebar: who is signed in, where to go, and sign out. */
export function ProfileDrawer({ opened, onClose, onSignOut, lang, user }: ProfileDrawerProps) {
  return (
    <SideDrawer opened={opened} onClose={onClose} size="sm" title={m.profile_drawer_title()}>
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
    </SideDrawer>
  );
}
