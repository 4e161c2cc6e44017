import { lazy, Suspense, type ComponentProps } from 'react';
import { Center, Loader } from '@mantine/core';
import type { OtpStep as OtpStepNow } from './otp/otp-step';
import type { NewPasswordFields as NewPasswordFieldsNow } from './password-fields';
import type { NativeSelect as NativeSelectNow, PasswordInput as PasswordInputNow } from './later-inputs';

/**
 * Steps a form reaches only after its first one (issue 17, decision 012): the one-time code (its
 * machine, the code input and its rules), the password inputs and the native selects load when the form gets there,
 * not with the page. `preloadLaterSteps` starts the download once the visitor starts on the first
 * step, so the next step is usually there when it is needed.
 */
const loadOtpStep = () => import('./otp/otp-step');
const loadPasswordFields = () => import('./password-fields');
const loadInputs = () => import('./later-inputs');

const LazyOtpStep = lazy(() => loadOtpStep().then((module) => ({ default: module.OtpStep })));
const LazyNewPasswordFields = lazy(() => loadPasswordFields().then((module) => ({ default: module.NewPasswordFields })));
const LazyPasswordInput = lazy(() => loadInputs().then((module) => ({ default: module.PasswordInput })));
const LazyNativeSelect = lazy(() => loadInputs().then((module) => ({ default: module.NativeSelect })));

let preloaded = false;
/** The later steps' code, fetched ahead (once), e.g. when the first field is touched. */
export function preloadLaterSteps(): void {
  if (preloaded) return;
  preloaded = true;
  void loadOtpStep();
  void loadPasswordFields();
  void loadInputs();
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
