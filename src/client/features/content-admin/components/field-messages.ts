import { m } from '#common/paraglide/messages.js';

const messages: Record<string, () => string> = {
  slug_taken: () => m.content_error_slug_taken(),
  slug_invalid: () => m.content_error_slug_invalid(),
  slug_required: () => m.content_error_slug_required(),
  title_required: () => m.content_error_title_required(),
  category_invalid: () => m.content_error_category_invalid(),
  translation_required: () => m.content_error_translation_required(),
  file_too_large: () => m.content_error_file_too_large(),
  file_type_invalid: () => m.content_error_file_type_invalid(),
  file_required: () => m.content_error_file_required(),
};

export const adminFieldMessage = (key: string) => (messages[key] ?? (() => m.content_error_invalid()))();
