// The join-as-partner form: editing → submitting → submitted (handed to the page) or a failure
// that keeps every typed value. Rules are checked on submit (spec section 5); the server's own
// field errors (422) land under the same fields.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterCompanyMutation, isApiError, retryAfterMinutes, type RegistrationReceipt } from '@/api';
import { Icon } from '@/components/Icon';
import englishRegister from '@/locales/en/register.json';
import { FormField, fieldId, type ControlProps } from './FormField';
import {
  DESCRIPTION_MAX_LENGTH,
  FIELD_ORDER,
  REGISTRATION_CATEGORIES,
  errorKeyForMessage,
  isRegistrationField,
  toApplication,
  validateRegistration,
  type RegistrationErrorKey,
  type RegistrationField,
  type TextField,
} from './registration';
import { useRegistrationDraft } from './useRegistrationDraft';

/** A field's error: one of ours (shown in the visitor's language) or the server's own words. */
type FieldError = { key: RegistrationErrorKey } | { text: string };
type FieldErrors = Partial<Record<RegistrationField, FieldError>>;
type Failure = { kind: 'generic' } | { kind: 'server'; message: string } | null;

/** Inputs written left to right whatever the page direction (Latin addresses and numbers). */
const LTR = 'ltr';
const PHONE_EXAMPLE = '+968 9123 4567';

interface RegistrationFormProps {
  onSubmitted: (receipt: RegistrationReceipt) => void;
}

export function RegistrationForm({ onSubmitted }: RegistrationFormProps) {
  const { t } = useTranslation('register');
  const { values, setValues, idempotencyKey, restored, discard } = useRegistrationDraft();
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [registerCompany] = useRegisterCompanyMutation();
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second click or Enter in the same tick must already see the request in flight.
  const inFlight = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ field: RegistrationField } | null>(null);

  // Focus after the render that marked the fields invalid, so the screen reader hears the error.
  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.field);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  const messageOf = (error: FieldError): string => ('key' in error ? t(`errors.${error.key}`) : error.text);
  const errorOf = (field: RegistrationField): string | undefined => {
    const error = errors[field];
    return error ? messageOf(error) : undefined;
  };
  const orderedErrors = FIELD_ORDER.flatMap((field) => {
    const error = errors[field];
    return error ? [{ field, message: messageOf(error) }] : [];
  });

  function showErrors(next: FieldErrors) {
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

  function setText(field: TextField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    };
  }

  function setFlag(field: 'isLocallyMade' | 'isFamilyBusiness') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.target;
      setValues((current) => ({ ...current, [field]: checked }));
      clearError(field);
    };
  }

  /** The server speaks English; a message we also have in the catalogue is shown in the visitor's language. */
  function localiseServerMessage(message: string): string {
    if (message === englishRegister.failure.rateLimited) return t('failure.rateLimited');
    if (message === englishRegister.failure.invalid) return t('failure.invalid');
    return message;
  }

  function handleFailure(error: unknown) {
    if (!isApiError(error)) {
      setFailure({ kind: 'generic' });
      return;
    }
    if ((error.status === 422 || error.status === 400) && error.fields) {
      const serverErrors: FieldErrors = {};
      for (const [name, message] of Object.entries(error.fields)) {
        if (!isRegistrationField(name)) continue;
        const key = errorKeyForMessage(message);
        serverErrors[name] = key ? { key } : { text: message };
      }
      if (Object.keys(serverErrors).length > 0) {
        setFailure(null);
        showErrors(serverErrors);
        return;
      }
    }
    if (error.status === 429 && error.retryAfterSeconds !== undefined) {
      const minutes = retryAfterMinutes(error.retryAfterSeconds);
      setFailure({ kind: 'server', message: t('failure.rateLimitedIn', { count: minutes, n: minutes }) });
      return;
    }
    if (error.status === 429) {
      setFailure({ kind: 'server', message: localiseServerMessage(error.message) });
      return;
    }
    setFailure({ kind: 'generic' });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;

    const clientErrors = validateRegistration(values);
    if (Object.keys(clientErrors).length > 0) {
      setFailure(null);
      showErrors(
        Object.fromEntries(Object.entries(clientErrors).map(([field, key]) => [field, { key }])) as FieldErrors,
      );
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    setErrors({});
    try {
      const receipt = await registerCompany({
        'Idempotency-Key': idempotencyKey,
        registrationApplication: toApplication(values, honeypot),
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

  function focusField(field: RegistrationField) {
    const control = formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  const textInput =
    (field: TextField, extra: InputHTMLAttributes<HTMLInputElement> = {}) =>
    (props: ControlProps) => (
      <input className="input" type="text" value={values[field]} onChange={setText(field)} {...extra} {...props} />
    );

  const descriptionCount = t('characters', {
    used: values.description.length,
    max: DESCRIPTION_MAX_LENGTH,
  });

  return (
    <form
      ref={formRef}
      className="register-form"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting}
      aria-labelledby="register-title"
    >
      {orderedErrors.length > 0 ? (
        <div className="register-summary" role="alert">
          <p className="register-summary__title">
            <Icon name="alert" size={20} />
            {t('summary.title', { count: orderedErrors.length })}
          </p>
          <ul className="register-summary__list">
            {orderedErrors.map(({ field, message }) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(field);
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {restored ? (
        <div className="register-restored" role="status">
          <Icon name="info" size={18} />
          <p>{t('draft.restored')}</p>
          <button type="button" className="button button--ghost button--small" onClick={startOver}>
            {t('draft.startOver')}
          </button>
        </div>
      ) : null}

      <p className="register-form__required-note">{t('requiredNote')}</p>

      <fieldset className="register-section">
        <legend className="register-section__title">
          <Icon name="building" size={20} />
          {t('sections.company')}
        </legend>
        <div className="register-section__grid">
          <FormField
            name="companyName"
            label={t('fields.companyName')}
            hint={t('hints.companyName')}
            required
            error={errorOf('companyName')}
          >
            {textInput('companyName', { dir: 'auto', autoComplete: 'organization', maxLength: 200, lang: 'ar' })}
          </FormField>
          <FormField name="companyNameEn" label={t('fields.companyNameEn')} hint={t('hints.companyNameEn')}>
            {textInput('companyNameEn', { dir: LTR, autoComplete: 'off', maxLength: 200, lang: 'en' })}
          </FormField>
          <FormField
            name="category"
            label={t('fields.category')}
            hint={t('hints.category')}
            required
            error={errorOf('category')}
          >
            {(props) => (
              <select className="select" value={values.category} onChange={setText('category')} {...props}>
                <option value="">{t('placeholders.category')}</option>
                {REGISTRATION_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            name="location"
            label={t('fields.location')}
            hint={t('hints.location')}
            required
            error={errorOf('location')}
          >
            {textInput('location', { dir: 'auto', autoComplete: 'address-level2', maxLength: 200 })}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="register-section">
        <legend className="register-section__title">
          <Icon name="users" size={20} />
          {t('sections.contact')}
        </legend>
        <div className="register-section__grid">
          <FormField
            name="ownerName"
            label={t('fields.ownerName')}
            hint={t('hints.ownerName')}
            required
            error={errorOf('ownerName')}
          >
            {textInput('ownerName', { dir: 'auto', autoComplete: 'name', maxLength: 200 })}
          </FormField>
          <FormField name="email" label={t('fields.email')} hint={t('hints.email')} required error={errorOf('email')}>
            {textInput('email', {
              type: 'email',
              dir: LTR,
              autoComplete: 'email',
              inputMode: 'email',
              spellCheck: false,
              maxLength: 254,
              placeholder: t('placeholders.email'),
            })}
          </FormField>
          <FormField
            name="phone"
            label={t('fields.phone')}
            // Isolated so the number keeps its order inside Arabic text.
            hint={t('hints.phone', { example: `\u2066${PHONE_EXAMPLE}\u2069` })}
            required
            error={errorOf('phone')}
          >
            {textInput('phone', {
              type: 'tel',
              dir: LTR,
              autoComplete: 'tel',
              inputMode: 'tel',
              maxLength: 40,
              placeholder: t('placeholders.phone'),
            })}
          </FormField>
          <FormField name="website" label={t('fields.website')} hint={t('hints.website')} error={errorOf('website')}>
            {textInput('website', {
              type: 'url',
              dir: LTR,
              autoComplete: 'url',
              inputMode: 'url',
              spellCheck: false,
              maxLength: 500,
              placeholder: t('placeholders.website'),
            })}
          </FormField>
        </div>
      </fieldset>

      <fieldset className="register-section">
        <legend className="register-section__title">
          <Icon name="sparkle" size={20} />
          {t('sections.about')}
        </legend>
        <FormField
          name="description"
          label={t('fields.description')}
          hint={t('hints.description')}
          error={errorOf('description')}
          footer={<span className="register-field__counter">{descriptionCount}</span>}
        >
          {(props) => (
            <textarea
              className="textarea"
              rows={5}
              dir="auto"
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={values.description}
              onChange={setText('description')}
              {...props}
            />
          )}
        </FormField>
        <div className="register-checks">
          {(['isLocallyMade', 'isFamilyBusiness'] as const).map((flag) => (
            <label key={flag} className="register-check" htmlFor={fieldId(flag)}>
              <input
                id={fieldId(flag)}
                name={flag}
                type="checkbox"
                checked={values[flag]}
                onChange={setFlag(flag)}
                // The whole card is the click target; the name is the title alone, the rest describes it.
                aria-labelledby={`${fieldId(flag)}-title`}
                aria-describedby={`${fieldId(flag)}-hint`}
              />
              <span className="register-check__text">
                <span className="register-check__title" id={`${fieldId(flag)}-title`}>
                  {t(`fields.${flag}`)}
                </span>
                <span className="register-check__hint" id={`${fieldId(flag)}-hint`}>
                  {t(`hints.${flag}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* Honeypot: off-screen and out of the tab order; people never fill it, simple bots do. */}
      <div className="register-honeypot" aria-hidden="true">
        <label htmlFor={fieldId('website_confirm')}>{t('fields.honeypot')}</label>
        <input
          id={fieldId('website_confirm')}
          name="website_confirm"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      {failure ? (
        <div className="register-failure" role="alert">
          <Icon name="alert" size={20} />
          <div>
            <p className="register-failure__title">
              {failure.kind === 'server' ? failure.message : t('failure.generic')}
            </p>
            <p className="register-failure__body">{t('failure.kept')}</p>
          </div>
        </div>
      ) : null}

      <div className="register-submit">
        <p className="register-submit__note">
          <Icon name="info" size={18} />
          <span>{t('approvalNote')}</span>
        </p>
        <button type="submit" className="button button--primary register-submit__button" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
