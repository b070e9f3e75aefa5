/**
 * Form parts of the splitter: every field has a visible label, and its error
 * sits right under it, tied to it with aria-describedby and aria-invalid.
 */
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

export const inputClasses =
  "h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(22_33_58/0.05)] transition-colors placeholder:text-ink-faint hover:border-ink-faint aria-invalid:border-danger aria-invalid:bg-danger-tint disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-soft";

export const labelClasses = "mb-1.5 block text-sm font-semibold text-ink";

/** The id of a field's error text; ids of its hint and error, for aria-describedby. */
export const errorId = (id: string) => `${id}-error`;
export function describedBy(id: string, error?: string | null, hint?: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ id, error, className }: { id: string; error?: string | null; className?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className={cn("mt-1.5 text-sm font-medium text-danger", className)}>
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A field's label above, its hint and error under it. */
function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-faint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: Omit<ComponentProps<"input">, "id"> & FieldProps & { inputClassName?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, Boolean(hint))}
        className={cn(inputClasses, inputClassName)}
        {...input}
      />
    </Field>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: Omit<ComponentProps<"select">, "id"> & FieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, Boolean(hint))}
        className={cn(inputClasses, "pr-8")}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

/** A panel of the tool: a white card with a heading. */
export function Panel({
  title,
  titleId,
  action,
  className,
  children,
}: {
  title: string;
  titleId: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-card border border-line bg-surface p-5 shadow-card sm:p-6", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-extrabold tracking-tight sm:text-xl">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
