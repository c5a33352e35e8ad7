export function Spinner({ label = "Loading", size = 28 }: { label?: string; size?: number }) {
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <svg
        aria-hidden
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className="animate-spin text-brand-600"
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen loading state: the app before auth is known, and guarded pages while verifying. */
export function LoadingScreen({ message = "Loading Maths Sprint..." }: { message?: string }) {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-8 text-center">
      <Spinner label={message} size={40} />
      <p className="text-lg font-semibold text-ink-soft" aria-hidden>
        {message}
      </p>
    </div>
  );
}
