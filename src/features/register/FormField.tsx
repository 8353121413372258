// One labelled control with its hint and its error: the wiring screen readers rely on
// (aria-invalid, aria-describedby, aria-required) is made here once for every field.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export function fieldId(name: string): string {
  return `register-${name}`;
}

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The message to show, already in the visitor's language. */
  error?: string;
  /** Extra text tied to the control (e.g. a character counter), shown after the control. */
  footer?: ReactNode;
  children: (props: ControlProps) => ReactNode;
}

export function FormField({ name, label, required = false, hint, error, footer, children }: FormFieldProps) {
  const { t } = useTranslation('register');
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const footerId = footer ? `${id}-footer` : undefined;
  const describedBy = [errorId, hintId, footerId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`register-field stack${error ? ' register-field--invalid' : ''}`}>
      <label className="register-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="register-field__required" title={t('required')} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="register-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {error ? (
        <p className="register-field__error" id={errorId}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {footer ? (
        <p className="register-field__footer" id={footerId}>
          {footer}
        </p>
      ) : null}
    </div>
  );
}
