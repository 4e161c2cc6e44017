import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { problemText } from '#client/app/problem-message';
import { ButtonLink } from '#client/app/ui/links';

/** A back-office screen's frame: title, line of help, content. */
export function StaffScreen({ title, text, testId, children }: { title: string; text: string; testId: string; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, md: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * A back-office list's search form: the text typed is searched on submit (Enter or the button),
 * not on every key; filters go beside the field (children), a link after the button (trailing).
 * The label stays on one line: the field is at least as wide as it (and `minWidth`), and the row
 * wraps instead (a long Thai label used to break in two at 1440 px).
 */
export function StaffSearch({ label, placeholder, testId, minWidth = 220, onSearch, children, trailing }: { label: string; placeholder?: string; testId: string; minWidth?: number; onSearch: (q: string) => void; children?: ReactNode; trailing?: ReactNode }) {
  const [draft, setDraft] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput flex={1} styles={{ label: { whiteSpace: 'nowrap' }, wrapper: { minWidth } }} label={label} placeholder={placeholder} leftSection={<IconSearch size={16} />} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} data-testid={`${testId}-search`} />
        {children}
        <Button type="submit" data-testid={`${testId}-submit`}>
          {m.staff_users_search()}
        </Button>
        {trailing}
      </Group>
    </form>
  );
}

/** Loading, error (with retry) or the content of a back-office query. */
export function QueryState({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: () => ReactNode }) {
  if (query.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={m.account_loading()} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{problemText(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {m.account_retry()}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children()}</>;
}

/** Issue 15: what a support staff member sees on a screen of money or configuration (the server refuses them too). */
export function AdminsOnlyScreen({ lang }: { lang: Locale }) {
  return (
    <Container size="sm" py={{ base: 'lg', md: 60 }} data-testid="admins-only">
      <Card withBorder padding="xl" radius="md">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {m.staff_admins_only_title()}
          </Title>
          <Text c="dimmed">{m.staff_admins_only_text()}</Text>
          <ButtonLink to="/$lang/Admin" params={{ lang }} variant="light">
            {m.staff_back_home()}
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}
