import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, TextInput } from '@mantine/core';
import { interestCategories, socialChannelTypes } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { channelLabel } from '#client/components/channel-label';
import { DeleteButton } from './admin-table';
import { Loading } from './editable-list-tab';
import { usePartnersTab } from './use-content-admin';

/** The partner creators shown on the home page: add one from the form, delete from the row. */
export function PartnersTab() {
  const { partners, draft, setDraft, add, remove, adding, error } = usePartnersTab();
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <Select label={m.content_admin_channels()} data={socialChannelTypes.map((value) => ({ value, label: channelLabel(value) }))} value={draft.channelType} onChange={(v) => setDraft({ ...draft, channelType: v ?? 'INSTAGRAM' })} w={170} />
          <TextInput label={m.content_admin_name()} value={draft.displayName} onChange={(e) => setDraft({ ...draft, displayName: e.currentTarget.value })} />
          <TextInput label={m.content_admin_handle()} value={draft.handle} onChange={(e) => setDraft({ ...draft, handle: e.currentTarget.value })} />
          <NumberInput label={m.content_admin_followers()} value={draft.followers} onChange={(v) => setDraft({ ...draft, followers: Number(v) || 0 })} w={140} />
          <Select label={m.content_filter_interest()} data={interestCategories} value={draft.interest} onChange={(v) => setDraft({ ...draft, interest: v ?? 'INTEREST_LIFESTYLE' })} w={200} />
          <Button loading={adding} onClick={add}>
            {m.content_admin_add()}
          </Button>
        </Group>
        {error ? <Alert color="red" mt="sm">{error}</Alert> : null}
      </Paper>
      <Loading query={partners}>
        {(rows) => (
          <Table striped>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.displayName}</Table.Td>
                  <Table.Td>{row.channelType}</Table.Td>
                  <Table.Td>{row.followers.toLocaleString()}</Table.Td>
                  <Table.Td w={48}>
                    <DeleteButton onDelete={() => remove(row.id)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loading>
    </Stack>
  );
}
