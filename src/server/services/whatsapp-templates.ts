import type { Locale } from '#common/enums';
import { jobMessage, jobMessageKey, jobMessageKeys } from './job-messages';

/**
 * The WhatsApp message templates (issue 27), in one place. Meta delivers a business-initiated
 * message only as a template approved for the WhatsApp Business Account
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates); each job
 * message kind is one template per language, its body the same text as the e-mail with the
 * campaign's name as {{1}} (and the brand's note as {{2}} for a change request). The list to submit
 * for approval is `whatsappTemplateCatalogue()` (docs/go-live.md shows it).
 */

/** Meta's codes for the two languages (https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates/supported-languages). */
const languageCode: Record<Locale, string> = { th: 'th', en: 'en' };

/** `job.requestChanges` → `kolify_job_request_changes`; `job.shippingTimeout:CANCEL` → `kolify_job_shipping_timeout_cancel` (lowercase, digits and underscores, as Meta requires). */
export function whatsappTemplateName(key: string): string {
  return `kolify_${key.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toLowerCase()}`;
}

/** Meta refuses a parameter with a new line, a tab or more than four spaces in a row. */
const parameter = (text: string) => text.replace(/\s+/g, ' ').trim() || '-';

/** The template a job step's WhatsApp message is sent as, with its parameters. */
export function jobWhatsappTemplate(input: { kind: string; status: string; locale: Locale; campaignName: string; note: string | null }) {
  const key = jobMessageKey(input.kind, input.status);
  const parameters = [parameter(input.campaignName)];
  if (key === 'job.requestChanges') parameters.push(parameter(input.note ?? ''));
  return { name: whatsappTemplateName(key), language: languageCode[input.locale], parameters };
}

/** Every template with its body in each language, as it must be submitted to Meta for approval. */
export function whatsappTemplateCatalogue(): { name: string; language: string; body: string }[] {
  return jobMessageKeys.flatMap((key) => {
    const [kind, status = ''] = key.split(':') as [string, string?];
    return (['th', 'en'] as const).map((locale) => {
      const body = jobMessage({ kind, status, locale, campaignName: '{{1}}', note: key === 'job.requestChanges' ? '{{2}}' : null }).text;
      return { name: whatsappTemplateName(key), language: languageCode[locale], body };
    });
  });
}
