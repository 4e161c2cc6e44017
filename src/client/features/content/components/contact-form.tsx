import { Alert, Button, Checkbox, Container, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import { contactTopics } from '#common/contracts/contact';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { contactTopicLabel } from '#client/components/contact-topic-label';
import type { ContactKind } from '../api/send-contact';
import { errorText } from './error-view';
import classes from './contact-form.module.css';
import { useContactForm } from './use-contact-form';

/** /{lang}/contact and /{lang}/partnership: validated on both sides, with a confirmation. */
export function ContactScreen({ lang, kind }: { lang: Locale; kind: ContactKind }) {
  const { values, errors, set, submit, sentId, isSending, sendError } = useContactForm({ lang, kind });
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <div className={classes.layout}>
        <div>
          <Stack gap="md">
            <Title order={1} data-testid="page-title">{kind === 'contact' ? m.content_contact_title() : m.content_partnership_title()}</Title>
            <Text c="dimmed">{kind === 'contact' ? m.content_contact_intro() : m.content_partnership_intro()}</Text>
            <Stack gap="xs" mt="md">
              <Text size="sm">
                <IconMail size={16} style={{ verticalAlign: 'middle' }} /> {kind === 'contact' ? 'hello@kolify.test' : 'partners@kolify.test'}
              </Text>
              <Text size="sm">
                <IconPhone size={16} style={{ verticalAlign: 'middle' }} /> 02-123-4567 ({m.content_contact_hours()})
              </Text>
            </Stack>
          </Stack>
        </div>
        <div>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {sentId !== null ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck />} title={m.content_contact_sent_title()} mb="lg" role="status" data-testid="contact-sent">
                {m.content_contact_sent_text({ reference: String(sentId) })}
              </Alert>
            ) : null}
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput label={m.content_field_name()} required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} autoComplete="name" />
                <TextInput label={m.content_field_email()} required type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} autoComplete="email" />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={m.content_field_phone()} value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} autoComplete="tel" />
                  <TextInput label={m.content_field_company()} value={values.company} onChange={(e) => set('company', e.currentTarget.value)} error={errors.company} autoComplete="organization" />
                </SimpleGrid>
                <NativeSelect
                  label={m.content_field_topic()}
                  required
                  data={[{ value: '', label: m.content_field_topic_placeholder(), disabled: true }, ...contactTopics.map((value) => ({ value, label: contactTopicLabel(value) }))]}
                  value={values.topic}
                  onChange={(e) => set('topic', e.currentTarget.value)}
                  error={errors.topic}
                />
                <Textarea label={m.content_field_message()} required minRows={5} autosize value={values.message} onChange={(e) => set('message', e.currentTarget.value)} error={errors.message} />
                <Checkbox label={m.content_field_consent()} checked={values.consent} onChange={(e) => set('consent', e.currentTarget.checked)} error={errors.consent} />
                {sendError ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(sendError)}
                  </Alert>
                ) : null}
                <Button type="submit" loading={isSending} size="md" mt="xs">
                  {m.content_contact_send()}
                </Button>
              </Stack>
            </form>
          </Paper>
        </div>
      </div>
    </Container>
  );
}
