// The join form's state and submission: editing → submitting → submitted (handed to the page) or
// a failure that keeps every typed value. Rules are checked on submit (spec section 5); the
// server's codes (422, 400) land under the same fields, and the first failing field gets focus.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/useTranslation';
import { useRegisterCompanyMutation, isApiError, retryAfterMinutes, type ApiError, type RegistrationReceipt } from '@/api';
import type { FieldErrorCodes } from './fieldErrors';
import { FIELD_ORDER, isRegistrationField, toApplication, validateRegistration, type RegistrationField, type RegistrationValues } from './registration';
import { applicationKey } from './registrationDraft';
import { useRegistrationDraft } from './useRegistrationDraft';

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

export function useRegistrationForm(onSubmitted: (receipt: RegistrationReceipt) => void) {
  const { t } = useTranslation('register');
  const { values, setValues, idempotencyKey, restored, discard } = useRegistrationDraft();
  const [honeypot, setHoneypot] = useState('');
  const { formRef, errors, setErrors, showErrors, clearError, focusField } = useFieldErrors();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [registerCompany] = useRegisterCompanyMutation();
  // A ref, not state: a second click or Enter in the same tick must already see the request in flight.
  const inFlight = useRef(false);

  function setValue<F extends RegistrationField>(field: F, value: RegistrationValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function handleFailure(error: unknown) {
    const shown = failureOf(error, t);
    if ('fieldErrors' in shown) {
      setFailure(null);
      showErrors(shown.fieldErrors);
    } else {
      setFailure(shown.failure);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;

    const clientErrors = validateRegistration(values);
    if (Object.keys(clientErrors).length > 0) {
      setFailure(null);
      showErrors(clientErrors);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    setErrors({});
    try {
      const application = toApplication(values, honeypot);
      const receipt = await registerCompany({
        'Idempotency-Key': applicationKey(idempotencyKey, application),
        registrationApplication: application,
      }).unwrap();
      discard();
      onSubmitted(receipt);
    } catch (error) {
      handleFailure(error);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  function startOver() {
    discard();
    setErrors({});
    setFailure(null);
    setHoneypot('');
    focusField('companyName');
  }

  return { formRef, values, setValue, honeypot, setHoneypot, errors, submitting, failure, restored, handleSubmit, startOver, focusField };
}
