import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const control =
  'block w-full rounded-lg border bg-white px-3 text-[15px] text-ink placeholder:text-muted/70 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
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
  const auto = useId();
  const fieldId = id ?? auto;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-canvas px-3 text-[15px] text-muted">{prefix}</span>
        )}
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          className={cn(control, 'h-11', prefix && 'rounded-l-none', error ? 'border-danger' : 'border-line')}
          {...props}
        />
      </div>
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
    </div>
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
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(control, 'h-11 pr-8', error ? 'border-danger' : 'border-line')}
        {...props}
      >
        {children}
      </select>
      {hint && !error && <p className="text-sm text-muted">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
