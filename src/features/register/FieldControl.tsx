// One field of the list (registrationFields.ts) on screen: a text field, the category select or
// the description as a labelled FormField, or a tick as a card. Catalogue keys come from its name.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { FormField, fieldId, type ControlProps } from './FormField';
import { REGISTRATION_CATEGORIES } from './registration';
import type { FieldConfig } from './registrationFields';

type TextConfig = Extract<FieldConfig, { kind: 'text' }>;
type FlagConfig = Extract<FieldConfig, { kind: 'flag' }>;

const INPUT_TYPE = { text: 'text', email: 'email', tel: 'tel', url: 'url' } as const;

interface TextFieldProps {
  field: TextConfig;
  value: string;
  /** The message to show, already in the visitor's language. */
  error?: string;
  onChange: (value: string) => void;
}

export function TextFieldControl({ field, value, error, onChange }: TextFieldProps) {
  const { t } = useTranslation('register');
  const { name, rule } = field;
  const change = (event: { target: { value: string } }) => onChange(event.target.value);

  function control(props: ControlProps) {
    if (rule.type === 'choice') {
      return (
        <select className="select" value={value} onChange={change} {...props}>
          <option value="">{t('placeholders.category')}</option>
          {REGISTRATION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      );
    }
    if (rule.type === 'textarea') {
      return <textarea className="textarea" rows={5} dir={field.dir} maxLength={rule.maxLength} value={value} onChange={change} {...props} />;
    }
    return (
      <input
        className="input"
        type={INPUT_TYPE[rule.type as keyof typeof INPUT_TYPE] ?? 'text'}
        value={value}
        onChange={change}
        dir={field.dir}
        lang={field.lang}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        spellCheck={field.spellCheck}
        maxLength={rule.maxLength}
        placeholder={field.placeholder ? t(field.placeholder) : undefined}
        {...props}
      />
    );
  }

  // The description shows how much of its limit is used.
  const footer =
    rule.type === 'textarea' ? (
      <span className="register-field__counter">{t('characters', { used: value.length, max: rule.maxLength ?? 0 })}</span>
    ) : undefined;

  return (
    <FormField
      name={name}
      label={t(`fields.${name}`)}
      // The phone hint's example is the placeholder's number, in the language's digits.
      hint={withExample(t(`hints.${name}`, { example: EXAMPLE_SLOT }), t('placeholders.phone'))}
      required={rule.required}
      error={error}
      footer={footer}
    >
      {control}
    </FormField>
  );
}

/** Where a hint's {{example}} goes, so the example can be its own element. */
const EXAMPLE_SLOT = '\ue000';

/**
 * A hint with its example number as an element of its own: a left-to-right island whose characters
 * are laid out in their written order (CSS isolate-override), on one line. Isolation alone put the
 * "+" at the wrong end in Arabic ("٩٦٨ ٩١٢٣ ٤٥٦٧+"): Arabic-Indic digits and the spaces between
 * them still reorder inside a left-to-right run.
 */
function withExample(hint: string, example: string): ReactNode {
  const [before, ...after] = hint.split(EXAMPLE_SLOT);
  if (after.length === 0) return hint;
  return (
    <>
      {before}
      <bdi dir="ltr" className="register-field__example">
        {example}
      </bdi>
      {after.join(example)}
    </>
  );
}

interface FlagFieldProps {
  field: FlagConfig;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A tick as a card: the whole card is the click target; the name is the title alone, the rest describes it. */
export function FlagFieldControl({ field, checked, onChange }: FlagFieldProps) {
  const { t } = useTranslation('register');
  const id = fieldId(field.name);
  return (
    <label className="register-check" htmlFor={id}>
      <input
        id={id}
        name={field.name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
      />
      <span className="register-check__text">
        <span className="register-check__title" id={`${id}-title`}>
          {t(`fields.${field.name}`)}
        </span>
        <span className="register-check__hint" id={`${id}-hint`}>
          {t(`hints.${field.name}`)}
        </span>
      </span>
    </label>
  );
}
