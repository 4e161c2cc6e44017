import { Divider, Group, Stack, Text } from '@mantine/core';
import { IconSparkles, IconSpeakerphone } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { SideDrawer } from './side-drawer';
import { ChoiceCard } from '../ui/choice-card';
import { AnchorLink } from '../ui/links';

/** The login sidebar: choose a role, then sign in. */
export function LoginDrawer({ opened, onClose, lang }: { opened: boolean; onClose: () => void; lang: Locale }) {
  return (
    <SideDrawer opened={opened} onClose={onClose} size="md" title={m.login_drawer_title()}>
      <Stack gap="md">
        <Text c="dimmed">{m.login_drawer_text()}</Text>
        <ChoiceCard
          to="/$lang/Influencer/preLogin/$action"
          params={{ lang, action: 'goto:login' }}
          onClick={onClose}
          icon={<IconSparkles size={26} />}
          title={m.login_as_influencer()}
          text={m.login_as_influencer_text()}
          data-testid="login-influencer"
        />
        <ChoiceCard
          to="/$lang/Marketer"
          params={{ lang }}
          search={{ login: 1 }}
          onClick={onClose}
          icon={<IconSpeakerphone size={26} />}
          color="blush"
          title={m.login_as_marketer()}
          text={m.login_as_marketer_text()}
          data-testid="login-marketer"
        />
        <Divider label={m.login_drawer_no_account()} labelPosition="center" my="xs" />
        <Group justify="space-between" gap="xs">
          <AnchorLink to="/$lang/Influencer/signup" params={{ lang }} onClick={onClose} size="sm" fw={500}>
            {m.login_drawer_signup_influencer()}
          </AnchorLink>
          <AnchorLink to="/$lang/Marketer/signup" params={{ lang }} onClick={onClose} size="sm" fw={500}>
            {m.login_drawer_signup_marketer()}
          </AnchorLink>
        </Group>
      </Stack>
    </SideDrawer>
  );
}
