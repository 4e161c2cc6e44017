import { useState } from 'react';
import type { Locale, NotificationChannel } from '#common/enums';
import type { NotificationPrefs } from './notification-screen';
import { useSubmission } from './page';

/**
 * The notification preferences being edited: at least one channel (no save without), the LINE ID
 * only for a role that keeps one (sent trimmed, empty as null), and "saved" after the last save.
 */
export function useNotificationForm(initial: NotificationPrefs, save: (prefs: NotificationPrefs) => Promise<unknown>) {
  const [channels, setChannels] = useState<string[]>(initial.channels);
  const [language, setLanguage] = useState<string>(initial.language);
  const [lineId, setLineId] = useState(initial.lineId ?? '');
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useSubmission();
  const none = channels.length === 0;
  const withLineId = initial.lineId !== undefined;
  const submit = () => {
    setSaved(false);
    if (none) return;
    void run(async () => {
      await save({ channels: channels as NotificationChannel[], language: language as Locale, ...(withLineId ? { lineId: lineId.trim() || null } : {}) });
      setSaved(true);
    });
  };
  return { channels, setChannels, language, setLanguage, lineId, setLineId, saved, busy, error, none, showLineId: withLineId && channels.includes('line'), submit };
}
