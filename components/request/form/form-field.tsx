import clsx from 'clsx';
import field from '@/components/ui/field.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  /** « (facultatif) » after the label of an optional field. */
  optional?: string;
  hint?: React.ReactNode;
  error?: string;
  /** Read before the error by screen readers (« Erreur : »). */
  errorPrefix: string;
  className?: string;
  /** Extra content after the control (the message counter). */
  after?: React.ReactNode;
  children: React.ReactNode;
}

/** ids the control must reference in aria-describedby, hint first, error last. */
export function describedBy(id: string, { hint, error, extra }: { hint?: unknown; error?: string; extra?: string[] }) {
  const ids = [hint ? `${id}-hint` : null, ...(extra ?? []), error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A visible label, an optional hint, the control, and its error right under it. */
export function FormField({ id, label, optional, hint, error, errorPrefix, className, after, children }: FormFieldProps) {
  return (
    <div className={clsx(field.field, error && field.invalid, className)}>
      <label htmlFor={id} className={field.label}>
        {label}
        {optional ? <span className={field.optional}>{optional}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {after}
      {error ? (
        <p id={`${id}-error`} className={field.error}>
          <span className="visually-hidden">{errorPrefix}</span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
