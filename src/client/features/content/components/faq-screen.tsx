import { useMemo, useState } from 'react';
import { Accordion, Container, Highlight, Stack, Text, TextInput, Title } from '@mantine/core';
import { ToggleButtons } from '#client/app/ui/toggle-buttons';
import { IconSearch } from '@tabler/icons-react';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { useFaq, type FaqAudience } from '../api/get-faq';
import { RichHtml } from './rich-html';
import { EmptyView, ErrorView, LoadingView } from './state-views';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** /{lang}/faq: questions per audience, searchable, as an accordion. */
export function FaqScreen({ lang, audience, onAudienceChange }: { lang: Locale; audience: FaqAudience; onAudienceChange: (audience: FaqAudience) => void }) {
  const faq = useFaq(lang, audience);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const items = useMemo(
    () => (faq.data ?? []).filter((item) => !needle || item.question.toLocaleLowerCase().includes(needle) || plain(item.answerHtml).toLocaleLowerCase().includes(needle)),
    [faq.data, needle],
  );
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} data-testid="page-title">{m.content_faq_title()}</Title>
          <Text c="dimmed">{m.content_faq_intro()}</Text>
        </Stack>
        <ToggleButtons<FaqAudience>
          value={audience}
          onChange={onAudienceChange}
          options={[
            { value: 'influencer', label: m.content_faq_for_influencers() },
            { value: 'marketer', label: m.content_faq_for_marketers() },
          ]}
          fullWidth
          size="sm"
          label={m.content_faq_audience()}
        />
        <TextInput
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          placeholder={m.content_faq_search_placeholder()}
          aria-label={m.content_faq_search_placeholder()}
          size="md"
        />
        {faq.isPending ? (
          <LoadingView />
        ) : faq.isError ? (
          <ErrorView error={faq.error} onRetry={() => void faq.refetch()} />
        ) : items.length === 0 ? (
          <EmptyView title={needle ? m.content_faq_no_match({ query: query.trim() }) : m.content_faq_empty()} />
        ) : (
          <Accordion variant="separated" radius="md" multiple defaultValue={needle ? items.map((i) => String(i.id)) : []} key={`${audience}:${needle}`}>
            {items.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>
                  <Highlight highlight={needle ? query.trim() : ''} fw={600}>
                    {item.question}
                  </Highlight>
                </Accordion.Control>
                <Accordion.Panel>
                  <RichHtml html={item.answerHtml} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
