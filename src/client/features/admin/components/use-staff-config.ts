import { useState } from 'react';
import type { StaffConfigItem } from '#common/contracts/staff';
import type { Locale } from '#common/enums';
import { wallClockToIso } from '#common/date-picker';
import { m } from '#common/paraglide/messages.js';
import { toProblem } from '#client/api/problem';
import { notify } from '#client/app/notify';
import { problemText } from '#client/app/problem-message';
import { useSetConfigValue, useStaffConfig } from '../api/config';
import { inputUnit, toInput, toStored } from '../config-units';

/** Field errors of a refused change, in the reader's language. */
const fieldMessages: Record<string, () => string> = {
  staff_config_out_of_range: () => m.staff_config_out_of_range(),
  staff_config_integer: () => m.staff_config_integer(),
  staff_config_text_invalid: () => m.staff_config_text_invalid(),
  staff_config_pixel_invalid: () => m.staff_config_pixel_invalid(),
  staff_config_url_invalid: () => m.staff_config_url_invalid(),
  staff_config_effective_past: () => m.staff_config_effective_past(),
  staff_reason_required: () => m.staff_reason_required(),
};

/** The settings list and the one setting being edited (its modal is open while there is one). */
export function useStaffConfigScreen() {
  const config = useStaffConfig();
  const [editing, setEditing] = useState<StaffConfigItem | null>(null);
  return { config, editing, edit: setEditing, stopEditing: () => setEditing(null) };
}

/**
 * Editing one configuration value: typed in its unit (baht, %, days…) and stored as today's integer
 * (issue 32), from a wall-clock time on (Asia/Bangkok, sent as ISO), with a reason; the server's
 * refusal shown on its fields, or as one line when it names none.
 */
export function useConfigEdit(item: StaffConfigItem, lang: Locale, onClose: () => void) {
  const unit = inputUnit(item.key, item.value, lang);
  const [value, setValue] = useState(item.kind === 'integer' && typeof item.value === 'number' ? toInput(item.value, unit) : String(item.value));
  const [from, setFrom] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSetConfigValue();
  const submit = () => {
    const parsed = item.kind === 'integer' ? toStored(value, unit) : value;
    if (Number.isNaN(parsed)) {
      setErrors({ value: m.staff_config_number_in_unit({ unit: unit.label || '1' }) });
      return;
    }
    save.mutate(
      { key: item.key, value: parsed, reason, ...(from ? { effectiveFrom: wallClockToIso(from) ?? from } : {}) },
      {
        onSuccess: () => {
          notify({ message: m.staff_config_saved(), color: 'green' });
          onClose();
        },
        onError: (failure) => {
          const problem = toProblem(failure);
          const found = Object.fromEntries((problem.errors ?? []).map((error) => [error.path, fieldMessages[error.message]?.() ?? m.problem_validation()]));
          setErrors(found);
          setGeneral(Object.keys(found).length > 0 ? null : problemText(failure));
        },
      },
    );
  };
  return { unit, value, setValue, from, setFrom, reason, setReason, errors, general, submit, pending: save.isPending };
}
