import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { formatDate } from '#common/dates';
import type { Locale } from '#common/enums';

/**
 * A calendar-date field that follows the page's language, not the browser's (issue 32: a Thai page
 * showed the browser's mm/dd/yyyy beside dd/mm/2569 in its table). The value stays ISO
 * 'YYYY-MM-DD' (or '' when cleared); what the reader sees is formatDate's: dd/mm/2569 in Thai
 * (Buddhist era), dd/mm/yyyy in English, the months and weekdays of the language.
 */
export function DateField({ label, value, onChange, lang, testId }: { label: string; value: string; onChange: (value: string) => void; lang: Locale; testId?: string }) {
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 0 }}>
      <DatePickerInput
        label={label}
        value={value || null}
        onChange={(next) => onChange(typeof next === 'string' ? next : '')}
        clearable
        valueFormatter={({ date }) => (typeof date === 'string' && date ? formatDate(date, lang) : '')}
        leftSection={<IconCalendar size={16} />}
        miw={170}
        data-testid={testId}
      />
    </DatesProvider>
  );
}
