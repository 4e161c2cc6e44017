import { useState } from 'react';
import type { AdminMessage } from '#common/contracts/content';
import { m } from '#common/paraglide/messages.js';
import { useAdminMessages, useMessageHandled, type MessageFilter } from '../api/resources';
import { adminErrorLine } from './field-messages';

/** The messages list: the filter (changing it goes back to page 1), the page, each filter's count in its label. */
export function useMessagesTab() {
  const [filter, setFilter] = useState<MessageFilter>('unhandled');
  const [page, setPage] = useState(1);
  const messages = useAdminMessages(filter, page);
  const counts = messages.data?.counts;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return {
    messages,
    filter,
    setFilter: (value: string) => {
      setFilter(value as MessageFilter);
      setPage(1);
    },
    filters: [
      { value: 'unhandled', label: `${m.content_admin_filter_unhandled()}${count(counts?.unhandled)}` },
      { value: 'handled', label: `${m.content_admin_filter_handled()}${count(counts?.handled)}` },
      { value: 'all', label: `${m.content_admin_filter_all()}${count(counts?.all)}` },
    ],
    empty: { unhandled: m.content_admin_no_unhandled(), handled: m.content_admin_no_handled(), all: m.content_admin_no_messages() }[filter],
    page,
    setPage,
  };
}

/** One message's handled flag: flipping it, and the refusal as one line. */
export function useMessageToggle(row: AdminMessage) {
  const handled = useMessageHandled();
  const isHandled = row.handledAt !== null;
  return {
    isHandled,
    toggling: handled.isPending,
    toggle: () => handled.mutate({ id: row.id, handled: !isHandled }),
    error: handled.isError ? adminErrorLine(handled.error) : null,
  };
}
