import { describe, expect, it } from 'vitest';
import { jobMessageKeys } from './job-messages';
import { jobWhatsappTemplate, whatsappTemplateCatalogue } from './whatsapp-templates';

describe('WhatsApp templates', () => {
  it('list every job message kind once per language, with names Meta accepts and the e-mail text as body', () => {
    const catalogue = whatsappTemplateCatalogue();
    expect(catalogue).toHaveLength(jobMessageKeys.length * 2);
    expect(new Set(catalogue.map((t) => `${t.name}/${t.language}`)).size).toBe(catalogue.length);
    for (const template of catalogue) {
      // https://developers.facebook.com/docs/whatsapp/business-management-api/message-templates: lowercase letters, digits, underscores; at most 512 characters.
      expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(template.body).toContain('{{1}}');
    }
    expect(catalogue.find((t) => t.name === 'kolify_job_request_changes' && t.language === 'en')!.body).toContain('Note: {{2}}');
    expect(catalogue.map((t) => t.name)).toContain('kolify_job_shipping_timeout_cancel');
  });

  it('give a step its template and parameters, flattened as Meta requires (no new lines, no runs of spaces)', () => {
    expect(jobWhatsappTemplate({ kind: 'job.requestChanges', status: 'POSTED', locale: 'th', campaignName: 'Summer  drinks', note: 'Line one\nline two' })).toEqual({
      name: 'kolify_job_request_changes',
      language: 'th',
      parameters: ['Summer drinks', 'Line one line two'],
    });
    expect(jobWhatsappTemplate({ kind: 'job.shippingTimeout', status: 'READY', locale: 'en', campaignName: 'Tea', note: null })).toEqual({ name: 'kolify_job_shipping_timeout_ready', language: 'en', parameters: ['Tea'] });
    expect(jobWhatsappTemplate({ kind: 'job.requestChanges', status: 'POSTED', locale: 'en', campaignName: 'Tea', note: null }).parameters).toEqual(['Tea', '-']);
  });
});
