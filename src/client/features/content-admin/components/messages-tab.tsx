import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import type { AdminMessage } from '#common/contracts/content';
import { formatDateTime } from '#common/dates';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { contactTopicLabel } from '#client/components/contact-topic-label';
import { useMessagesTab, useMessageToggle } from './use-messages-tab';
import { adminErrorLine } from './field-messages';

/** One message: who sent it, its topic and date, the text, and whether staff handled it. */
function MessageCard({ row, lang }: { row: AdminMessage; lang: Locale }) {
  const { isHandled, toggling, toggle, error } = useMessageToggle(row);
  return (
    <Paper withBorder p="md" radius="md" data-testid="message-card" data-handled={isHandled} bg={isHandled ? 'var(--mantine-color-gray-0)' : undefined}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{row.name}</Text>
          <Anchor href={`mailto:${row.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Anchor>
          {row.phone || row.company ? (
            <Text size="sm" c="dimmed">
              {[row.company, row.phone].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Badge variant="light">{row.kind === 'partnership' ? m.content_admin_kind_partnership() : m.content_admin_kind_contact()}</Badge>
          <Badge variant="outline">{contactTopicLabel(row.topic)}</Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(row.createdAt, lang)}
          </Text>
        </Group>
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {row.message}
      </Text>
      <Group justify="space-between" mt="md" gap="xs">
        {isHandled ? (
          <Group gap="xs">
            <Badge color="teal" leftSection={<IconCheck size={12} />}>
              {m.content_admin_handled()}
            </Badge>
            <Text size="xs" c="dimmed" data-testid="message-handled-by">
              {m.content_admin_handled_by({ name: row.handledBy?.name ?? m.content_admin_handled_by_unknown(), date: formatDateTime(row.handledAt, lang) })}
            </Text>
          </Group>
        ) : (
          <Badge color="orange" variant="light">
            {m.content_admin_unhandled()}
          </Badge>
        )}
        <Button
          size="xs"
          variant={isHandled ? 'default' : 'filled'}
          leftSection={isHandled ? <IconArrowBackUp size={14} /> : <IconCheck size={14} />}
          loading={toggling}
          onClick={toggle}
          data-testid="message-toggle"
        >
          {isHandled ? m.content_admin_reopen() : m.content_admin_mark_handled()}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** Contact and partnership messages: unanswered first; staff mark each handled (who and when are kept). */
export function MessagesTab({ lang }: { lang: Locale }) {
  const { messages, filter, setFilter, filters, empty, page, setPage } = useMessagesTab();
  return (
    <Stack>
      <SegmentedControl
        w="fit-content"
        maw="100%"
        value={filter}
        onChange={setFilter}
        data={filters}
        aria-label={m.content_admin_filter_label()}
        data-testid="messages-filter"
      />
      {messages.isPending ? (
        <Text c="dimmed">{m.content_loading()}</Text>
      ) : messages.isError ? (
        <Alert color="red" role="alert">
          {adminErrorLine(messages.error)}
        </Alert>
      ) : messages.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="messages-empty">
          {empty}
        </Text>
      ) : (
        <>
          {messages.data.data.map((row) => (
            <MessageCard key={row.id} row={row} lang={lang} />
          ))}
          {messages.data.totalPages > 1 ? <Pagination total={messages.data.totalPages} value={page} onChange={setPage} /> : null}
        </>
      )}
    </Stack>
  );
}
