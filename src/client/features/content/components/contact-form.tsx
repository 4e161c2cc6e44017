import { useState } from 'react';
import { Alert, Button, Checkbox, Container, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconMail, IconPhone } from '@tabler/icons-react';
import * as v from 'valibot';
import { contactBody, contactTopics, type ContactBody } from '#common/contracts/contact';
import type { Locale } from '#common/enums';
import { m } from '#common/paraglide/messages.js';
import { FetchError } from '#client/api/client';
import { contactTopicLabel } from '#client/components/contact-topic-label';
import { useSendContact, type ContactKind } from '../api/send-contact';
import { errorText } from './error-view';
import classes from './contact-form.module.css';

type Field = 'name' | 'email' | 'phone' | 'company' | 'topic' | 'message' | 'consent';
type Values = { name: string; email: string; phone: string; company: string; topic: string; message: string; consent: boolean };

const fieldMessages: Record<string, () => string> = {
  name_required: () => m.content_error_name_required(),
  name_too_long: () => m.content_error_too_long(),
  email_required: () => m.content_error_email_required(),
  email_invalid: () => m.content_error_email_invalid(),
  phone_invalid: () => m.content_error_phone_invalid(),
  company_too_long: () => m.content_error_too_long(),
  topic_invalid: () => m.content_error_topic_required(),
  message_required: () => m.content_error_message_required(),
  message_too_long: () => m.content_error_too_long(),
  consent_required: () => m.content_error_consent_required(),
};
export const fieldMessage = (key: string) => (fieldMessages[key] ?? (() => m.content_error_invalid()))();

/** Validates with the same valibot contract as the server; answers field → translated message. */
function check(values: Values, lang: Locale): { body?: ContactBody; errors: Partial<Record<Field, string>> } {
  const input = { ...values, phone: values.phone || undefined, company: values.company || undefined, locale: lang };
  const result = v.safeParse(contactBody, input);
  if (result.success) return { body: input as ContactBody, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) as Field | null;
    if (path && !errors[path]) errors[path] = fieldMessage(issue.message);
  }
  return { errors };
}

/** /{lang}/contact and /{lang}/partnership: validated on both sides, with a confirmation. */
export function ContactScreen({ lang, kind }: { lang: Locale; kind: ContactKind }) {
  const send = useSendContact(kind);
  const empty: Values = { name: '', email: '', phone: '', company: '', topic: kind === 'partnership' ? 'partnership' : '', message: '', consent: false };
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentId, setSentId] = useState<number | null>(null);
  const set = <K extends Field>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = check(values, lang);
    setErrors(found);
    if (!body) return;
    send.mutate(body, {
      onSuccess: (result) => {
        setSentId(result.id);
        setValues(empty);
      },
      onError: (error) => {
        if (error instanceof FetchError && error.data?.errors) {
          const next: Partial<Record<Field, string>> = {};
          for (const e of error.data.errors as { path: string; message: string }[]) next[e.path as Field] = fieldMessage(e.message);
          setErrors(next);
        }
      },
    });
  };

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
                {send.isError && !(send.error instanceof FetchError && send.error.data?.errors) ? (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(send.error)}
                  </Alert>
                ) : null}
                <Button type="submit" loading={send.isPending} size="md" mt="xs">
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
