/**
 * Masky, the site's mascot: a raccoon, whose natural mask suits a privacy product, holding a
 * shield. Drawn as inline SVG so it appears with the first paint and needs no request.
 */
export function Mascot({ label, className = '' }: { label: string; className?: string }) {
  return (
    <svg
      className={`mascot ${className}`.trim()}
      viewBox="0 0 240 240"
      role="img"
      aria-label={label}
      width="240"
      height="240"
    >
      <defs>
        <linearGradient id="mascot-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#22d3a6" stopOpacity="0.25" />
        </linearGradient>
        <linearGradient id="mascot-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22d3a6" />
          <stop offset="1" stopColor="#0f9f7b" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="120" r="112" fill="url(#mascot-glow)" />
      {/* Ears */}
      <path d="M58 72 L70 24 L104 56 Z" fill="#5b6275" />
      <path d="M182 72 L170 24 L136 56 Z" fill="#5b6275" />
      <path d="M68 62 L74 38 L92 55 Z" fill="#f3d9c6" />
      <path d="M172 62 L166 38 L148 55 Z" fill="#f3d9c6" />
      {/* Head */}
      <ellipse cx="120" cy="104" rx="70" ry="60" fill="#8a92a6" />
      <ellipse cx="120" cy="128" rx="44" ry="34" fill="#eef0f5" />
      {/* The mask */}
      <path
        d="M52 96 C70 74 100 80 120 92 C140 80 170 74 188 96 C180 118 156 122 138 110 L120 104 L102 110 C84 122 60 118 52 96 Z"
        fill="#1c1f2b"
      />
      <circle cx="94" cy="99" r="9" fill="#fff" />
      <circle cx="146" cy="99" r="9" fill="#fff" />
      <circle cx="96" cy="100" r="4.5" fill="#1c1f2b" />
      <circle cx="148" cy="100" r="4.5" fill="#1c1f2b" />
      {/* Nose and smile */}
      <ellipse cx="120" cy="124" rx="9" ry="6" fill="#1c1f2b" />
      <path
        d="M108 136 Q120 146 132 136"
        stroke="#1c1f2b"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
      {/* Hood and body */}
      <path d="M62 236 C62 186 84 162 120 162 C156 162 178 186 178 236 Z" fill="#2b2f45" />
      {/* Shield with a keyhole */}
      <path
        d="M120 170 L156 182 L156 206 C156 224 140 234 120 240 C100 234 84 224 84 206 L84 182 Z"
        fill="url(#mascot-shield)"
      />
      <circle cx="120" cy="198" r="7" fill="#0b3d31" />
      <path d="M116 202 L124 202 L122 218 L118 218 Z" fill="#0b3d31" />
    </svg>
  );
}
