/** Illustrations drawn for Maths Sprint: decorative inline SVG, hidden from screen readers. */

interface ArtProps {
  className?: string;
}

/** A stopwatch reading 90 surrounded by number tiles and sparkles. */
export function HeroArt({ className = "" }: ArtProps) {
  return (
    <svg viewBox="0 0 320 280" className={className} aria-hidden focusable="false">
      <circle cx="160" cy="150" r="118" fill="#ffffff" fillOpacity="0.08" />
      <rect x="146" y="18" width="28" height="22" rx="6" fill="#ffc21a" />
      <rect x="132" y="10" width="56" height="14" rx="7" fill="#ffd45c" />
      <rect x="236" y="52" width="26" height="16" rx="6" transform="rotate(40 249 60)" fill="#ffc21a" />
      <circle cx="160" cy="150" r="98" fill="#ffc21a" />
      <circle cx="160" cy="150" r="84" fill="#ffffff" />
      <path d="M160 66a84 84 0 0 1 84 84h-84z" fill="#dbe7ff" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const x1 = 160 + Math.sin(a) * 72;
        const y1 = 150 - Math.cos(a) * 72;
        const x2 = 160 + Math.sin(a) * 78;
        const y2 = 150 - Math.cos(a) * 78;
        return (
          <line
            key={i}
            x1={x1.toFixed(1)}
            y1={y1.toFixed(1)}
            x2={x2.toFixed(1)}
            y2={y2.toFixed(1)}
            stroke="#162a66"
            strokeWidth="4"
            strokeLinecap="round"
          />
        );
      })}
      <text
        x="160"
        y="168"
        textAnchor="middle"
        fontSize="54"
        fontWeight="800"
        fill="#162a66"
        fontFamily="ui-rounded, system-ui, sans-serif"
      >
        90
      </text>
      <text x="160" y="194" textAnchor="middle" fontSize="15" fontWeight="700" fill="#1d3fae" fontFamily="system-ui">
        SECONDS
      </text>
      <g transform="rotate(-12 40 70)">
        <rect x="14" y="44" width="54" height="54" rx="14" fill="#11a36b" />
        <path d="M41 58v26M28 71h26" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </g>
      <g transform="rotate(10 282 196)">
        <rect x="256" y="170" width="54" height="54" rx="14" fill="#ff6b8b" />
        <path d="M272 186l20 20M292 186l-20 20" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </g>
      <g transform="rotate(-8 48 220)">
        <rect x="22" y="196" width="50" height="50" rx="14" fill="#ffffff" />
        <text x="47" y="232" textAnchor="middle" fontSize="30" fontWeight="800" fill="#2450d8" fontFamily="system-ui">
          7
        </text>
      </g>
      <path d="M276 96l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffd45c" />
      <path d="M58 140l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#bfd3ff" />
      <path d="M226 246l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#bfd3ff" />
    </svg>
  );
}

/** A mission card on a clipboard, with a reward star. */
export function CoachArt({ className = "" }: ArtProps) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden focusable="false">
      <rect x="40" y="24" width="150" height="168" rx="18" fill="#1d3fae" />
      <rect x="52" y="40" width="126" height="142" rx="10" fill="#ffffff" />
      <rect x="86" y="14" width="58" height="24" rx="8" fill="#ffc21a" />
      <rect x="66" y="58" width="80" height="10" rx="5" fill="#162a66" />
      <rect x="66" y="78" width="98" height="8" rx="4" fill="#bfd3ff" />
      <rect x="66" y="94" width="88" height="8" rx="4" fill="#bfd3ff" />
      {[118, 140, 162].map((y, i) => (
        <g key={y}>
          <rect x="66" y={y - 8} width="16" height="16" rx="5" fill={i < 2 ? "#11a36b" : "#dbe7ff"} />
          {i < 2 && (
            <path
              d={`M70 ${y}l3 3 6-6`}
              stroke="#fff"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect x="90" y={y - 4} width={i === 1 ? 50 : 64} height="8" rx="4" fill="#dbe7ff" />
        </g>
      ))}
      <path
        d="M196 98l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z"
        fill="#ffc21a"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Three badges and a friendly avatar. */
export function RewardsArt({ className = "" }: ArtProps) {
  return (
    <svg viewBox="0 0 260 200" className={className} aria-hidden focusable="false">
      <circle cx="130" cy="92" r="62" fill="#ffe9a3" />
      <circle cx="130" cy="82" r="34" fill="#ffb98a" />
      <path d="M96 76c2-26 20-38 36-38s34 12 34 34c-10-8-24-12-36-12s-24 6-34 16z" fill="#6b3e1f" />
      <circle cx="118" cy="84" r="4.5" fill="#162a66" />
      <circle cx="142" cy="84" r="4.5" fill="#162a66" />
      <path d="M118 98c6 6 18 6 24 0" stroke="#162a66" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M86 154c4-24 22-38 44-38s40 14 44 38z" fill="#2450d8" />
      <g>
        <circle cx="38" cy="150" r="28" fill="#11a36b" />
        <path d="M38 134l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#fff" />
      </g>
      <g>
        <circle cx="222" cy="150" r="28" fill="#ff6b8b" />
        <text x="222" y="160" textAnchor="middle" fontSize="26" fontWeight="800" fill="#fff" fontFamily="system-ui">
          ×
        </text>
      </g>
      <g>
        <circle cx="214" cy="46" r="22" fill="#2450d8" />
        <path d="M214 32c6 8 10 12 10 18a10 10 0 0 1-20 0c0-6 4-10 10-18z" fill="#ffc21a" />
      </g>
      <path d="M40 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#ffc21a" />
    </svg>
  );
}

/** A friendly robot tutor with a speech bubble. */
export function AiArt({ className = "" }: ArtProps) {
  return (
    <svg viewBox="0 0 240 200" className={className} aria-hidden focusable="false">
      <rect x="116" y="14" width="112" height="62" rx="16" fill="#ffffff" />
      <path d="M136 76l-10 18 26-18z" fill="#ffffff" />
      <rect x="132" y="32" width="80" height="8" rx="4" fill="#bfd3ff" />
      <rect x="132" y="48" width="56" height="8" rx="4" fill="#ffd45c" />
      <line x1="72" y1="56" x2="72" y2="78" stroke="#ffc21a" strokeWidth="5" strokeLinecap="round" />
      <circle cx="72" cy="52" r="8" fill="#ffc21a" />
      <rect x="26" y="78" width="92" height="74" rx="22" fill="#ffffff" />
      <rect x="38" y="92" width="68" height="38" rx="14" fill="#162a66" />
      <circle cx="58" cy="111" r="7" fill="#5eead4" />
      <circle cx="86" cy="111" r="7" fill="#5eead4" />
      <rect x="40" y="160" width="64" height="30" rx="12" fill="#ffffff" fillOpacity="0.85" />
      <rect x="54" y="170" width="36" height="8" rx="4" fill="#2450d8" />
    </svg>
  );
}

/** A padlocked card for payment security. */
export function SecureArt({ className = "" }: ArtProps) {
  return (
    <svg viewBox="0 0 220 180" className={className} aria-hidden focusable="false">
      <rect x="14" y="52" width="150" height="96" rx="16" fill="#2450d8" />
      <rect x="14" y="74" width="150" height="18" fill="#162a66" />
      <rect x="30" y="108" width="52" height="10" rx="5" fill="#bfd3ff" />
      <rect x="30" y="124" width="30" height="8" rx="4" fill="#bfd3ff" />
      <path
        d="M146 84a30 30 0 0 1 60 0v16h-14V84a16 16 0 0 0-32 0v16h-14z"
        fill="#1b2440"
        stroke="#ffffff"
        strokeWidth="3"
      />
      <rect x="134" y="98" width="84" height="70" rx="14" fill="#ffc21a" stroke="#ffffff" strokeWidth="3" />
      <circle cx="176" cy="126" r="9" fill="#1b2440" />
      <rect x="172" y="130" width="8" height="20" rx="4" fill="#1b2440" />
    </svg>
  );
}
