import { lazy, Suspense, type ComponentProps } from 'react';
import { Center, Loader } from '@mantine/core';
import type { OtpStep as OtpStepNow } from './otp/otp-step';
import type { NewPasswordFields as NewPasswordFieldsNow } from './password-fields';
import type { NativeSelect as NativeSelectNow, PasswordInput as PasswordInputNow } from './later-inputs';

/**
 * Steps a form reaches only after its first one (issue 17, decision 012): the one-time code (its
 * machine, the code input and its rules), the password inputs, the native selects and the
 * message tables of errors load when the form gets there, not with the page. `preloadLaterSteps`
 * starts the download once the visitor starts on the first step, so the next step is usually
 * there when it is needed.
 */
const loadOtpStep = () => import('./otp/otp-step');
const loadPasswordFields = () => import('./password-fields');
const loadInputs = () => import('./later-inputs');
const loadFieldMessages = () => import('./messages');
const loadProblemMessages = () => import('#client/app/problem-message');

const LazyOtpStep = lazy(() => loadOtpStep().then((module) => ({ default: module.OtpStep })));
const LazyNewPasswordFields = lazy(() => loadPasswordFields().then((module) => ({ default: module.NewPasswordFields })));
const LazyPasswordInput = lazy(() => loadInputs().then((module) => ({ default: module.PasswordInput })));
const LazyNativeSelect = lazy(() => loadInputs().then((module) => ({ default: module.NativeSelect })));
const LazyFieldMessage = lazy(() => loadFieldMessages().then((module) => ({ default: ({ messageKey }: { messageKey: string }) => module.fieldMessage(messageKey) })));
const LazyProblemMessage = lazy(() =>
  loadProblemMessages().then((module) => ({ default: ({ type, retryAfter }: { type: string; retryAfter?: number }) => module.problemMessage({ type, ...(retryAfter === undefined ? {} : { retryAfter }) }) })),
);

let preloaded = false;
/** The later steps' code, fetched ahead (once), e.g. when the first field is touched. */
export function preloadLaterSteps(): void {
  if (preloaded) return;
  preloaded = true;
  void loadOtpStep();
  void loadPasswordFields();
  void loadInputs();
  void loadFieldMessages();
  void loadProblemMessages();
}

function StepLoading() {
  return (
    <Center py="md">
      <Loader size="sm" />
    </Center>
  );
}

export function OtpStep(props: ComponentProps<typeof OtpStepNow>) {
  return (
    <Suspense fallback={<StepLoading />}>
      <LazyOtpStep {...props} />
    </Suspense>
  );
}

export function NewPasswordFields(props: ComponentProps<typeof NewPasswordFieldsNow>) {
  return (
    <Suspense fallback={<StepLoading />}>
      <LazyNewPasswordFields {...props} />
    </Suspense>
  );
}

export function PasswordInput(props: ComponentProps<typeof PasswordInputNow>) {
  return (
    <Suspense fallback={<StepLoading />}>
      <LazyPasswordInput {...props} />
    </Suspense>
  );
}

export function NativeSelect(props: ComponentProps<typeof NativeSelectNow>) {
  return (
    <Suspense fallback={<StepLoading />}>
      <LazyNativeSelect {...props} />
    </Suspense>
  );
}

/**
 * A field error or a problem, translated, for a form that shows them only after a call: the
 * message tables (every field key, every problem type) load with the later steps, not the page.
 */
export function FieldMessage({ messageKey }: { messageKey: string }) {
  return (
    <Suspense fallback={null}>
      <LazyFieldMessage messageKey={messageKey} />
    </Suspense>
  );
}

/** A problem type as its sentence; `retryAfter` (seconds, from a 429) says how long to wait. */
export function ProblemMessage({ type, retryAfter }: { type: string; retryAfter?: number | null }) {
  return (
    <Suspense fallback={null}>
      <LazyProblemMessage type={type} {...(retryAfter === null || retryAfter === undefined ? {} : { retryAfter })} />
    </Suspense>
  );
}
