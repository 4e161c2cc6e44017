import { useState } from 'react';
import type { MarketerProfile, PatchProfileBody } from '#common/contracts/marketer';
import { fieldErrorsOf } from '#client/features/account/messages';
import { useMarketerProfile } from '../api/get-marketer-profile';
import { usePatchMarketerProfile } from '../api/patch-marketer-profile';

/**
 * The marketer's account page: the profile, the name shown by the image (the company's, else the
 * contact's), and saving the profile form (the questionnaire's answers are kept as they were; a
 * failure with field errors shows at the fields, any other above the form).
 */
export function useAccountScreen() {
  const profile = useMarketerProfile();
  const patch = usePatchMarketerProfile();
  const [saved, setSaved] = useState(false);
  const fieldErrors = patch.isError ? fieldErrorsOf(patch.error) : {};
  return {
    profile,
    nameOf: (data: MarketerProfile) => (data.type === 'individual' ? data.contactName : (data.companyName ?? data.contactName)),
    saved,
    isSaving: patch.isPending,
    fieldErrors,
    formError: patch.isError && Object.keys(fieldErrors).length === 0 ? patch.error : null,
    save: (data: MarketerProfile, body: PatchProfileBody) => {
      setSaved(false);
      patch.mutate({ ...body, ...(data.questionnaire ? { questionnaire: data.questionnaire } : {}) }, { onSuccess: () => setSaved(true) });
    },
  };
}
