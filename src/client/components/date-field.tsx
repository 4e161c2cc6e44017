import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider, TimePicker } from '@mantine/dates';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { todayLocal } from '#common/dates';
import { isLocale, type Locale } from '#common/enums';
import {
  calendarYear,
  checkTyped,
  datePickerDefaults,
  dayOf,
  formatPickerValue,
  pickDay,
  pickerPlaceholder,
  withDefaultTime,
  type DateLimits,
  type DatePickerError,
} from '#common/date-picker';
import { m } from '#common/paraglide/messages.js';

export interface DateFieldProps extends DateLimits {
  label: string;
  /** The API's value: 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm' with `withTime` (the deployment's wall clock); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** The page's language: what the reader sees and types follows it. */
  lang: Locale;
  withTime?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** Whether the field can be emptied (default: when not required). */
  clearable?: boolean;
  /** The month the calendar opens on while the field is empty (default: the first allowed day, or today). */
  defaultMonth?: string;
  testId?: string;
  miw?: number;
}

const narrowQuery = () => typeof window !== 'undefined' && window.innerWidth < 576;

/**
 * The one date picker (SPEC §5, §8, §9; decision 060): every date or date-and-time a person
 * chooses. The field is typeable (dd/mm/2569 in Thai, dd/mm/yyyy in English, or the API's
 * yyyy-mm-dd) and checked when it is left or Enter is pressed; the calendar opens from the
 * calendar button, ArrowDown or Alt+ArrowDown (focus moves into it: arrows walk the days, Enter
 * picks) and from a click on the field (focus stays in the field for typing). Min, max and
 * disabled days are greyed out in the calendar and refused when typed. A new time starts at
 * 12:00; minutes move in steps of 5; hours are 0–23.
 */
export function DateField({ label, value, onChange, lang, withTime = false, error, description, required, clearable = !required, defaultMonth, testId, miw = 170, minDate, maxDate, excludeDate }: DateFieldProps) {
  const supported = isLocale(lang);
  // SPEC §8 'invalid locale': a language without a calendar is said, and the field still works in English.
  const shown: Locale = supported ? lang : 'en';
  const limits: DateLimits = { minDate, maxDate, excludeDate };
  const [text, setText] = useState(() => formatPickerValue(value, shown));
  const [typedError, setTypedError] = useState<DatePickerError | null>(null);
  const [opened, setOpened] = useState(false);
  // Focus moves into the calendar only when it was opened for the keyboard (a click keeps typing in the field).
  const [trap, setTrap] = useState(false);
  const [month, setMonth] = useState(() => dayOf(value || defaultMonth || (minDate && minDate > todayLocal() ? minDate : todayLocal())));
  const [time, setTime] = useState(() => value.slice(11, 16) || withDefaultTime('').slice(-5));
  const [narrow, setNarrow] = useState(narrowQuery);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // SPEC §9: the open calendar follows a window resize after 50 ms (the time row stacks on a phone).
  const onResize = useDebouncedCallback(() => setNarrow(narrowQuery()), datePickerDefaults.resizeDebounceMs);
  useWindowEvent('resize', onResize);

  useEffect(() => {
    setText(formatPickerValue(value, shown));
    if (value) {
      setMonth(dayOf(value));
      if (withTime && value.length > 10) setTime(value.slice(11, 16));
    }
  }, [value, shown, withTime]);

  const commit = (next: string) => {
    setTypedError(null);
    if (next !== value) onChange(next);
    setText(formatPickerValue(next, shown));
  };

  const commitTyped = () => {
    if (text === formatPickerValue(value, shown)) return setTypedError(null);
    const result = checkTyped(text, lang, limits, withTime);
    if ('error' in result) return setTypedError(result.error);
    if (result.value === '' && !clearable) {
      setText(formatPickerValue(value, shown));
      return setTypedError(null);
    }
    commit(result.value);
  };

  const open = (withFocus: boolean) => {
    setTrap(withFocus);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setTrap(false);
  };

  const pick = (day: string | null) => {
    if (!day) return;
    const next = pickDay(day, value || (withTime ? `${day} ${time}` : ''), withTime);
    commit(next);
    // A date is done when picked; a date and time waits for its time and "Done".
    if (!withTime) {
      close();
      inputRef.current?.focus();
    }
  };

  const changeTime = (next: string) => {
    if (!/^\d{2}:\d{2}/.test(next)) return;
    setTime(next.slice(0, 5));
    if (value) commit(`${dayOf(value)} ${next.slice(0, 5)}`);
  };

  const focusDay = dayOf(value) || (minDate && minDate > todayLocal() ? dayOf(minDate) : todayLocal());
  const errorText = !supported ? m.date_invalid_locale() : typedError ? errorMessage(typedError, limits, shown) : error;
  const yearLabel = (date: string) => String(calendarYear(dayjs(date).year(), shown));

  return (
    <DatesProvider settings={{ locale: shown, firstDayOfWeek: 0 }}>
      <Popover
        opened={opened}
        onDismiss={close}
        trapFocus={trap}
        returnFocus={trap}
        position={narrow ? 'bottom' : 'bottom-start'}
        shadow="md"
        radius="md"
        withinPortal
        keepMounted={false}
        // The calendar button carries the popup's aria-haspopup/aria-expanded; on the text field
        // itself they are not allowed (a textbox, not a combobox: axe aria-allowed-attr, critical).
        withRoles={false}
      >
        <Popover.Target>
          <TextInput
            ref={inputRef}
            label={label}
            description={description}
            required={required}
            value={text}
            placeholder={pickerPlaceholder(shown, withTime)}
            autoComplete="off"
            inputMode="numeric"
            miw={miw}
            error={errorText}
            // The calendar button is the field's one icon; a date-and-time also shows a clock.
            leftSection={withTime ? <IconClock size={16} aria-hidden /> : undefined}
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={m.date_open_calendar()}
                aria-haspopup="dialog"
                aria-expanded={opened}
                onClick={() => (opened ? close() : open(true))}
                data-testid={testId ? `${testId}-open` : undefined}
              >
                <IconCalendar size={18} />
              </ActionIcon>
            }
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (typedError) setTypedError(null);
            }}
            onClick={() => !opened && open(false)}
            onBlur={(event) => {
              commitTyped();
              // Leaving the field (Tab) closes a calendar opened by a click; a click inside the calendar keeps it.
              if (!trap && !dropdownRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || (event.altKey && event.key === 'ArrowDown')) {
                event.preventDefault();
                open(true);
              } else if (event.key === 'Escape' && opened) {
                close();
              } else if (event.key === 'Enter') {
                event.preventDefault();
                commitTyped();
              }
            }}
            data-testid={testId}
          />
        </Popover.Target>
        <Popover.Dropdown
          ref={dropdownRef}
          p="sm"
          // A click in the calendar does not take the focus from a field being typed in.
          onMouseDown={(event) => !trap && event.target instanceof HTMLElement && !event.target.closest('input') && event.preventDefault()}
          aria-label={label}
          role="dialog"
          data-testid={testId ? `${testId}-calendar` : undefined}
        >
          <Stack gap="sm">
            <DatePicker
              value={value ? dayOf(value) : null}
              onChange={pick}
              date={month}
              onDateChange={setMonth}
              minDate={minDate}
              maxDate={maxDate}
              excludeDate={excludeDate}
              allowDeselect={false}
              // Thai: Thai month names and Buddhist-era years in the header and lists (SPEC §9).
              monthLabelFormat={(date) => `${dayjs(date).locale(shown).format('MMMM')} ${yearLabel(date)}`}
              yearLabelFormat={yearLabel}
              yearsListFormat={yearLabel}
              decadeLabelFormat={(start, end) => `${yearLabel(start)} – ${yearLabel(end)}`}
              previousLabel={m.date_previous()}
              nextLabel={m.date_next()}
              getDayProps={(day) => (day === focusDay ? { 'data-autofocus': true } : {})}
            />
            {withTime ? (
              <Group gap="sm" align="flex-end" justify="space-between" wrap={narrow ? 'wrap' : 'nowrap'}>
                <TimePicker
                  label={m.date_time_label()}
                  value={time}
                  onChange={changeTime}
                  format="24h"
                  minutesStep={datePickerDefaults.minuteStep}
                  hoursInputLabel={m.date_hours_label()}
                  minutesInputLabel={m.date_minutes_label()}
                  size="sm"
                  data-testid={testId ? `${testId}-time` : undefined}
                />
                <Button size="sm" onClick={close} data-testid={testId ? `${testId}-done` : undefined}>
                  {m.date_done()}
                </Button>
              </Group>
            ) : null}
            {minDate || maxDate ? (
              <Text size="xs" c="dimmed" maw={252}>
                {rangeHint(limits, shown)}
              </Text>
            ) : null}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </DatesProvider>
  );
}

function errorMessage(error: DatePickerError, limits: DateLimits, lang: Locale): string {
  switch (error) {
    case 'date_invalid_supplied':
      return m.date_invalid_supplied();
    case 'date_invalid_locale':
      return m.date_invalid_locale();
    case 'date_before_min':
      return m.date_before_min({ date: formatPickerValue(dayOf(limits.minDate ?? ''), lang) });
    case 'date_after_max':
      return m.date_after_max({ date: formatPickerValue(dayOf(limits.maxDate ?? ''), lang) });
    case 'date_not_allowed':
      return m.date_not_allowed();
  }
}

function rangeHint({ minDate, maxDate }: DateLimits, lang: Locale): string {
  const from = minDate ? formatPickerValue(dayOf(minDate), lang) : '';
  const to = maxDate ? formatPickerValue(dayOf(maxDate), lang) : '';
  if (from && to) return m.date_range_between({ from, to });
  return from ? m.date_range_from({ date: from }) : m.date_range_to({ date: to });
}
