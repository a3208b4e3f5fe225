import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/** The focus ring is the design system's (a solid 2 px brand outline), not a faint tint: visible focus (decision 025). */
const control =
  'block w-full rounded-lg border bg-white px-3 text-[15px] text-ink placeholder:text-muted focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

/**
 * The ids of a field's hint and error and the attributes that tie them to the control: the error is announced when it
 * appears (role="alert") and read again with the field (aria-describedby, aria-invalid). One wiring for every field.
 */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint && !error ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { fieldId, hintId, errorId, control: { id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const };
}

function HintAndError({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: string; hintId: string; errorId: string }) {
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
}

/** What every field shares: the label above, the control, then its hint and error tied to the control. */
function FieldFrame({
  label,
  hint,
  error,
  className,
  fieldId,
  hintId,
  errorId,
  children,
}: Omit<FieldProps, 'prefix'> & { className?: string; fieldId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <HintAndError hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  prefix,
  id,
  className,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { fieldId, hintId, errorId, control: wiring } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ label, hint, error, className, fieldId, hintId, errorId }}>
      <div className="flex">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-canvas px-3 text-[15px] text-muted">{prefix}</span>
        )}
        <input {...wiring} className={cn(control, 'h-11', prefix && 'rounded-l-none', error ? 'border-danger' : 'border-line')} {...props} />
      </div>
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { fieldId, hintId, errorId, control: wiring } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ label, hint, error, className, fieldId, hintId, errorId }}>
      <select {...wiring} className={cn(control, 'h-11 pr-8', error ? 'border-danger' : 'border-line')} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line text box, wired as TextField is. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 3,
  ...props
}: Omit<FieldProps, 'prefix'> & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, hintId, errorId, control: wiring } = useFieldIds(id, hint, error);
  return (
    <FieldFrame {...{ label, hint, error, className, fieldId, hintId, errorId }}>
      <textarea {...wiring} rows={rows} className={cn(control, 'py-2', error ? 'border-danger' : 'border-line')} {...props} />
    </FieldFrame>
  );
}
