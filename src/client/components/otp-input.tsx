import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Group, Input, Stack, TextInput } from '@mantine/core';
import { m } from '#common/paraglide/messages.js';
import { acceptPaste, isAllowedCharacter, isAllowedKey, type OtpInputMode } from './otp-input-rules';

export interface OtpInputProps {
  /** SPEC §5 default: 4 boxes; screens pass the configured code length. */
  length?: number;
  mode?: OtpInputMode;
  value: string;
  onChange: (value: string) => void;
  /** Fires once every box is filled (SPEC §5 completion event). */
  onComplete?: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  label?: string;
  autoFocus?: boolean;
}

/** One character per box, keyboard- and paste-friendly, with the SPEC §5 rules. */
export function OtpInput({ length = 4, mode = 'number', value, onChange, onComplete, error, disabled, label, autoFocus }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [pasteError, setPasteError] = useState(false);
  const characters = Array.from({ length }, (_, index) => value[index] ?? '');

  const update = (next: string[], focusIndex?: number) => {
    const joined = next.join('').slice(0, length);
    onChange(joined);
    if (focusIndex !== undefined) boxes.current[Math.max(0, Math.min(length - 1, focusIndex))]?.focus();
    if (joined.length === length && next.every(Boolean)) onComplete?.(joined);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedKey(event.key, mode, event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Backspace' && !characters[index] && index > 0) {
      event.preventDefault();
      const next = [...characters];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus();
  };

  const onInput = (index: number, typed: string) => {
    const character = typed.slice(-1);
    const next = [...characters];
    if (character === '') next[index] = '';
    else if (isAllowedCharacter(character, mode)) next[index] = character;
    else return;
    setPasteError(false);
    update(next, character ? index + 1 : index);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = acceptPaste(event.clipboardData.getData('text'), mode, length - index);
    if (!pasted) {
      setPasteError(true);
      return;
    }
    setPasteError(false);
    const next = [...characters];
    pasted.forEach((character, offset) => (next[index + offset] = character));
    update(next, index + pasted.length);
  };

  const shownError = pasteError ? m.otp_invalid_paste() : error;
  return (
    <Stack gap={6}>
      {label && <Input.Label>{label}</Input.Label>}
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label ?? m.otp_code_label()}>
        {characters.map((character, index) => (
          <TextInput
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={character}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            inputMode={mode === 'number' ? 'numeric' : 'text'}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={m.otp_box_label({ position: index + 1, total: length })}
            error={Boolean(shownError)}
            size="lg"
            w={48}
            styles={{ input: { textAlign: 'center', fontSize: 22, fontWeight: 600, paddingInline: 0 } }}
            data-testid={`otp-box-${index}`}
          />
        ))}
      </Group>
      {shownError && (
        <Input.Error role="alert" data-testid="otp-error">
          {shownError}
        </Input.Error>
      )}
    </Stack>
  );
}
