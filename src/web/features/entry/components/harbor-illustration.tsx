/**
 * The landing page's picture: a small boat come in to a quiet harbour at dusk, a lighthouse keeping
 * watch. Drawn here rather than fetched, so it costs no request, and in the theme's own colours, so it
 * reads in light and dark alike. Decorative: the words beside it carry the meaning.
 */
export function HarborIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false" className={className}>
      <rect width="320" height="180" rx="24" fill="var(--color-accent)" />
      <circle cx="236" cy="70" r="28" className="fill-warning-soft dark:fill-warning/25" />
      <circle cx="236" cy="70" r="18" className="fill-surface/70 dark:fill-warning/70" />
      <path
        d="M70 46c5-5 10-5 14 0M88 38c4-4 8-4 11 0"
        fill="none"
        stroke="var(--color-muted)"
        strokeLinecap="round"
        strokeWidth="2"
      />
      <path
        d="M40 124 48 64h12l8 60Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="2"
      />
      <rect x="46" y="54" width="16" height="10" rx="2" fill="var(--color-primary)" />
      <path d="M44 54h20l-10-10Z" fill="var(--color-primary)" />
      <path d="M46 84h16M45 104h18" stroke="var(--color-primary)" strokeWidth="2" opacity="0.5" />
      <path
        d="M0 124h320v32a24 24 0 0 1-24 24H24A24 24 0 0 1 0 156Z"
        fill="var(--color-primary)"
        opacity="0.14"
      />
      <path
        d="M0 132c20-6 40-6 60 0s40 6 60 0 40-6 60 0 40 6 60 0 40-6 80 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeLinecap="round"
        strokeWidth="2"
        opacity="0.45"
      />
      <path
        d="M24 152c20-5 40-5 60 0s40 5 60 0 40-5 60 0 40 5 60 0 40-5 56 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeLinecap="round"
        strokeWidth="2"
        opacity="0.3"
      />
      <path d="M150 126h64l-10 14h-44Z" fill="var(--color-primary)" />
      <path
        d="M182 122V74l28 44Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="2"
      />
      <path
        d="M178 122V86l-20 32Z"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="2"
      />
    </svg>
  );
}
