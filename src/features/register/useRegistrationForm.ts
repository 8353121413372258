// The join form's state and submission: editing → submitting → submitted (handed to the page) or
// a failure that keeps every typed value. Rules are checked on submit (spec section 5); the
// server's codes (422, 400) land under the same fields, and the first failing field gets focus.
// Offline (issue 35), a valid application waits: the draft is saved at once, the form says it will
// be sent when the connection is back, and the browser's `online` event sends it, once. Success is
// only ever the server's answer.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/useTranslation';
import { useRegisterCompanyMutation, isApiError, isNetworkOrCorsError, retryAfterMinutes, type ApiError, type RegistrationReceipt } from '@/api';
import type { FieldErrorCodes } from './fieldErrors';
import { FIELD_ORDER, isRegistrationField, toApplication, validateRegistration, type RegistrationField, type RegistrationValues } from './registration';
import { applicationKey } from './registrationDraft';
import { useRegistrationDraft } from './useRegistrationDraft';
import { useSendWhenOnline } from './useSendWhenOnline';

type Failure = { kind: 'generic' } | { kind: 'server'; message: string } | null;

/** The server's per-field codes; a field named without a code (an older host) gets the general message. */
function serverFieldErrors(error: ApiError): FieldErrorCodes {
  const named = [...Object.keys(error.codes ?? {}), ...Object.keys(error.fields ?? {})];
  const errors: FieldErrorCodes = {};
  for (const name of named) {
    if (isRegistrationField(name) && !errors[name]) errors[name] = error.codes?.[name] ?? 'invalid';
  }
  return errors;
}

/** What a failed submission shows: the server's codes under their fields, or one message above the button. */
function failureOf(error: unknown, t: TFunction<'register'>): { fieldErrors: FieldErrorCodes } | { failure: Failure } {
  if (!isApiError(error)) return { failure: { kind: 'generic' } };
  if (error.status === 422 || error.status === 400) {
    const serverErrors = serverFieldErrors(error);
    if (Object.keys(serverErrors).length > 0) return { fieldErrors: serverErrors };
  }
  if (error.status === 429) {
    // The host's own words are English; ours say the same in the visitor's language.
    const minutes = error.retryAfterSeconds === undefined ? undefined : retryAfterMinutes(error.retryAfterSeconds);
    const message = minutes === undefined ? t('failure.rateLimited') : t('failure.rateLimitedIn', { count: minutes, n: minutes });
    return { failure: { kind: 'server', message } };
  }
  return { failure: { kind: 'generic' } };
}

/** The fields' error codes, and the keyboard taken to the first failing field once they show. */
function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrorCodes>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: RegistrationField } | null>(null);

  function focusField(field: RegistrationField) {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  // Focus after the render that marked the fields invalid, so the screen reader hears the error.
  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  function showErrors(next: FieldErrorCodes) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) setFocusRequest({ field: first });
  }

  function clearError(field: RegistrationField) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  return { formRef, errors, setErrors, showErrors, clearError, focusField };
}

/** The submission's failure above the button, or the server's codes shown under their fields. */
function useSubmitFailure(showErrors: (errors: FieldErrorCodes) => void) {
  const { t } = useTranslation('register');
  const [failure, setFailure] = useState<Failure>(null);

  function handleFailure(error: unknown) {
    const shown = failureOf(error, t);
    if ('fieldErrors' in shown) {
      setFailure(null);
      showErrors(shown.fieldErrors);
    } else {
      setFailure(shown.failure);
    }
  }

  return { failure, setFailure, handleFailure };
}

export function useRegistrationForm(onSubmitted: (receipt: RegistrationReceipt) => void) {
  const { values, setValues, idempotencyKey, restored, discard, saveNow } = useRegistrationDraft();
  const [honeypot, setHoneypot] = useState('');
  const { formRef, errors, setErrors, showErrors, clearError, focusField } = useFieldErrors();
  const { failure, setFailure, handleFailure } = useSubmitFailure(showErrors);
  const [submitting, setSubmitting] = useState(false);
  const [registerCompany] = useRegisterCompanyMutation();
  // A ref, not state: a second click or Enter in the same tick must already see the request in flight.
  const inFlight = useRef(false);
  // A valid application held back while the browser is offline: the `online` event sends it.
  const connection = useSendWhenOnline(() => submit());

  function setValue<F extends RegistrationField>(field: F, value: RegistrationValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  /** No connection: the draft is written now (a reload loses nothing) and the application waits for `online`. */
  function waitForConnection() {
    saveNow();
    setFailure(null);
    connection.wait();
  }

  /** Sends what the form holds (what a reconnection sends too: the visitor may have corrected it while waiting). */
  async function submit() {
    if (inFlight.current) return;
    const clientErrors = validateRegistration(values);
    if (Object.keys(clientErrors).length > 0) {
      connection.stop();
      setFailure(null);
      showErrors(clientErrors);
      return;
    }
    setErrors({});
    // Read here, never while rendering: the published join page is drawn where there is no navigator.
    if (!navigator.onLine) {
      waitForConnection();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    connection.stop();
    setFailure(null);
    try {
      const application = toApplication(values, honeypot);
      const receipt = await registerCompany({
        'Idempotency-Key': applicationKey(idempotencyKey, application),
        registrationApplication: application,
      }).unwrap();
      discard();
      onSubmitted(receipt);
    } catch (error) {
      // The connection went on the way: it waits like one sent offline. Sent again with the same
      // Idempotency-Key, a copy the server did receive is answered with that copy's receipt.
      if (isNetworkOrCorsError(error) && !navigator.onLine) waitForConnection();
      else handleFailure(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function startOver() {
    connection.stop();
    discard();
    setErrors({});
    setFailure(null);
    setHoneypot('');
    focusField('companyName');
  }

  return { formRef, values, setValue, honeypot, setHoneypot, errors, submitting, waiting: connection.waiting, failure, restored, handleSubmit, startOver, focusField };
}
