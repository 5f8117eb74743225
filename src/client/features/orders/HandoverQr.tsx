import { encode } from 'uqr';
import { useT } from '../../i18n/useT';
import { handoverLink } from './handoverLink';

/**
 * The buyer's handover code drawn as a QR code of the seller's link to this order with the code
 * (handoverLink.ts): the seller's phone camera opens it, or the order page's 'Scan the code'
 * reads it. Drawn as one SVG path of the dark modules (no image file, no canvas), crisp at any
 * size; its name says what it is, since a screen reader cannot read the squares.
 */
export function HandoverQr({ orderId, code }: { orderId: string; code: string }) {
  const t = useT();
  const { data, size } = encode(handoverLink(orderId, code), { border: 2, ecc: 'M' });
  const modules = data.flatMap((row, y) =>
    row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])),
  );
  return (
    <svg
      role="img"
      aria-label={t('orderPage.qrLabel', { code })}
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      shapeRendering="crispEdges"
      className="bg-white border rounded"
    >
      <path d={modules.join('')} fill="#000" />
    </svg>
  );
}
