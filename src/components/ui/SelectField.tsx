import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: ReactNode;
  /** Each screen sets its label in its own place and weight. */
  labelClassName: string;
  /** A wrapper with this class, where the screen lays label and select out as one group. */
  className?: string;
  /** The select's `<option>`s. */
  children: ReactNode;
}

/** A labelled drop-down. The label names the select through a generated id, so two on a page never clash. */
export function SelectField({ label, labelClassName, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const field = (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className="select" {...select}>
        {children}
      </select>
    </>
  );
  return className ? <div className={className}>{field}</div> : field;
}
