import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  error?: string;
  optional?: boolean;
}

type InputFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextareaFieldProps = FieldBase &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** A labelled input or textarea with its inline error, wired for assistive technology. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, error, optional, multiline, ...control } = props;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="form-field__optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea
          id={id}
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...described}
        />
      ) : (
        <input id={id} {...(control as InputHTMLAttributes<HTMLInputElement>)} {...described} />
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
