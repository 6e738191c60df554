import { useEffect, useState } from 'react';

/** Modules of quiet zone around the code (the QR standard asks for 4). */
const BORDER = 4;

/** One SVG path drawing every dark module: 'M x y h1v1h-1z' each. */
function pathOf(modules: boolean[][]): string {
  return modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
}

/**
 * `text` as a QR code, drawn as SVG: dark on white in both themes (scanners need that contrast), sharp at any size.
 * The generator (uqr) loads only when a code is drawn (the donor card, an authenticator app's set-up), so no other
 * page carries it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (!live) return;
      const { data, size } = encode(text, { ecc: 'M', border: BORDER });
      setDrawn({ text, size, path: pathOf(data) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const current = drawn?.text === text ? drawn : null;
  return (
    <div className="qr-code bg-white rounded p-1 mx-auto" style={{ width: '100%', maxWidth: '16rem', aspectRatio: '1 / 1' }}>
      {current && (
        <svg role="img" aria-label={label} viewBox={`0 0 ${current.size} ${current.size}`} width="100%" height="100%" shapeRendering="crispEdges">
          <rect width={current.size} height={current.size} fill="#fff" />
          <path d={current.path} fill="#000" />
        </svg>
      )}
    </div>
  );
}
