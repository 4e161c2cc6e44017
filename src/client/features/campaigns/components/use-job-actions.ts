import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job, JobEventBody } from '#common/contracts/campaigns';
import type { Locale } from '#common/enums';
import { sendJobEvent } from '../api/jobs';
import { jobFieldErrorsOf, problemText } from '../labels';

/** Events that carry data: their button opens a small form instead of sending at once. */
const withForm = new Set(['job.ship', 'job.submitPost', 'job.requestChanges', 'job.submitInsight']);

/**
 * Sending one job's events: which small form is open, what is typed in it, the server's field
 * errors (a post link sent before the posting window names the window), and a refusal as one line.
 */
export function useJobActions(job: Job, window?: { postFrom: string; postTo: string }, lang?: Locale) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [insight, setInsight] = useState({ reach: 0, impressions: 0, engagement: 0 });
  const send = useMutation({
    // The status on screen travels with the step: if the other side acted first, the server says so (409).
    mutationFn: (body: JobEventBody) => sendJobEvent(job.id, { ...body, expectedStatus: job.status }),
    onSuccess: async () => {
      setOpen(null);
      setText('');
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
  const errors = send.isError ? jobFieldErrorsOf(send.error, window, lang) : {};
  return {
    open,
    press: (type: string) => (withForm.has(type) ? setOpen(open === type ? null : type) : send.mutate({ type } as JobEventBody)),
    text,
    setText,
    insight,
    setInsight: (key: 'reach' | 'impressions' | 'engagement', value: number) => setInsight((current) => ({ ...current, [key]: value })),
    send: (body: JobEventBody) => send.mutate(body),
    sending: send.isPending,
    sendingType: send.isPending ? send.variables?.type : undefined,
    errors,
    error: send.isError && Object.keys(errors).length === 0 ? problemText(send.error) : null,
  };
}
