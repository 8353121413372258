// The join-as-partner form on screen: the error summary, the restored-draft note, the field list
// (registrationFields.ts) section by section, the honeypot, and the submit row. State and
// submission live in useRegistrationForm; each field is drawn by FieldControl.
import { useTranslation } from '@/lib/useTranslation';
import type { RegistrationReceipt } from '@/api';
import { Icon } from '@/components/Icon';
import { FlagFieldControl, TextFieldControl } from './FieldControl';
import { useFieldErrorText } from './fieldErrors';
import { fieldId } from './FormField';
import { FIELDS, SECTIONS, type FieldConfig } from './registrationFields';
import { useRegistrationForm } from './useRegistrationForm';

interface RegistrationFormProps {
  onSubmitted: (receipt: RegistrationReceipt) => void;
}

export function RegistrationForm({ onSubmitted }: RegistrationFormProps) {
  const { t } = useTranslation('register');
  const { formRef, values, setValue, honeypot, setHoneypot, errors, submitting, waiting, failure, restored, handleSubmit, startOver, focusField } =
    useRegistrationForm(onSubmitted);
  const errorText = useFieldErrorText();

  const messageOf = (name: keyof typeof errors) => {
    const code = errors[name];
    return code ? errorText(name, code) : undefined;
  };
  const orderedErrors = FIELDS.flatMap(({ name }) => {
    const message = messageOf(name);
    return message ? [{ name, message }] : [];
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
      {orderedErrors.length > 0 ? <ErrorSummary errors={orderedErrors} onPick={focusField} /> : null}

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

      {SECTIONS.map((section) => (
        <FormSection key={section.id} section={section} values={values} setValue={setValue} messageOf={messageOf} />
      ))}

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

      {failure ? <SubmitFailure failure={failure} /> : null}

      <WaitingForConnection waiting={waiting} />

      <div className="stack register-submit">
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

type FormState = ReturnType<typeof useRegistrationForm>;

/** The failing fields in the form's order, each a link that takes the keyboard to its field. */
function ErrorSummary({ errors, onPick }: { errors: { name: FieldConfig['name']; message: string }[]; onPick: FormState['focusField'] }) {
  const { t } = useTranslation('register');
  return (
    <div className="register-summary" role="alert">
      <p className="register-summary__title">
        <Icon name="alert" size={20} />
        {t('summary.title', { count: errors.length })}
      </p>
      <ul className="register-summary__list">
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault();
                onPick(name);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FormSectionProps {
  section: (typeof SECTIONS)[number];
  values: FormState['values'];
  setValue: FormState['setValue'];
  messageOf: (name: FieldConfig['name']) => string | undefined;
}

/** One section of the form: its text fields (in a grid where the section asks for one), then its checkboxes. */
function FormSection({ section, values, setValue, messageOf }: FormSectionProps) {
  const { t } = useTranslation('register');
  const fields = FIELDS.filter((field) => field.section === section.id);
  const control = (field: FieldConfig) =>
    field.kind === 'text' ? (
      <TextFieldControl
        key={field.name}
        field={field}
        value={values[field.name]}
        error={messageOf(field.name)}
        onChange={(value) => setValue(field.name, value)}
      />
    ) : (
      <FlagFieldControl key={field.name} field={field} checked={values[field.name]} onChange={(checked) => setValue(field.name, checked)} />
    );
  const texts = fields.filter((field) => field.kind === 'text').map(control);
  const flags = fields.filter((field) => field.kind === 'flag').map(control);
  return (
    <fieldset className="register-section">
      <legend className="register-section__title">
        <Icon name={section.icon} size={20} />
        {t(`sections.${section.id}`)}
      </legend>
      {section.grid ? <div className="register-section__grid">{texts}</div> : texts}
      {flags.length > 0 ? <div className="register-checks">{flags}</div> : null}
    </fieldset>
  );
}

/** Offline: the application has not been sent and waits for the connection (useRegistrationForm). */
function WaitingForConnection({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('register');
  // The live region is always in the page, so the status is announced when it appears.
  return (
    <div aria-live="polite">
      {waiting ? (
        <div className="register-waiting" role="status">
          <Icon name="info" size={20} />
          <div>
            <p className="register-waiting__title">{t('offline.title')}</p>
            <p className="register-waiting__body">{t('offline.body')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Why the submission failed; everything typed is kept. */
function SubmitFailure({ failure }: { failure: NonNullable<FormState['failure']> }) {
  const { t } = useTranslation('register');
  return (
    <div className="register-failure" role="alert">
      <Icon name="alert" size={20} />
      <div>
        <p className="register-failure__title">
          {failure.kind === 'server' ? failure.message : t('failure.generic')}
        </p>
        <p className="register-failure__body">{t('failure.kept')}</p>
      </div>
    </div>
  );
}
