import { cn } from '#web/lib/cn.ts';

/** The form's refusal that is about no one field (see showRefusal), said where the form ends. */
export function FormRefusal({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm text-danger', className)}>
      {message}
    </p>
  );
}
