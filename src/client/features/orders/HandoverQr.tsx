import { encode } from 'uqr';
import { useT } from '../../i18n/useT';

/**
 * The buyer's handover code drawn as a QR code, for the seller's 'Scan the code'. Drawn as one
 * SVG path of the dark modules (no image file, no canvas), crisp at any size; its name says what
 * it is, since a screen reader cannot read the squares.
 */
export function HandoverQr({ code }: { code: string }) {
  const t = useT();
  const { data, size } = encode(code, { border: 2, ecc: 'M' });
  const modules = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return (
    <svg
      role="img"
      aria-label={t('orderPage.qrLabel', { code })}
      viewBox={`0 0 ${size} ${size}`}
      width="176"
      height="176"
      shapeRendering="crispEdges"
      className="bg-white border rounded"
    >
      <path d={modules.join('')} fill="#000" />
    </svg>
  );
}
