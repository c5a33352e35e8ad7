/** The Maths Sprint mark: a running plus sign. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <rect width="40" height="40" rx="11" fill="#2450d8" />
      <path d="M17 9h6v8h8v6h-8v8h-6v-8H9v-6h8z" fill="#ffc21a" />
      <path d="M5 14h6M3 20h6M5 26h6" stroke="#bfd3ff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
