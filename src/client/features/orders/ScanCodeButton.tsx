import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useT } from '../../i18n/useT';
import { codeInScan } from './handoverLink';

/** The browser's barcode reader, where it has one (Chrome on Android, among others). */
type BarcodeReader = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type BarcodeReaderClass = new (options: { formats: string[] }) => BarcodeReader;

const readerClass = (): BarcodeReaderClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector;

/** Whether this browser can scan a QR code with its camera; the button is hidden otherwise. */
export const canScanCodes = () =>
  readerClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';

const SCAN_EVERY_MS = 300;

/**
 * 'Scan the code': the seller points the camera at the QR code on the buyer's phone, and the code
 * read is confirmed as if typed. The camera is stopped as soon as a code is read, the scan is
 * stopped, or the page is left.
 */
export function ScanCodeButton({
  orderId,
  onCode,
}: {
  orderId: string;
  onCode: (code: string) => void;
}) {
  const t = useT();
  const [scanning, setScanning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, so a redraw of the form does not restart the camera.
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const Reader = readerClass();
    if (!scanning || !Reader) return undefined;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const reader = new Reader({ formats: ['qr_code'] });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      async (opened) => {
        stream = opened;
        if (stopped || !video.current) return stop();
        video.current.srcObject = opened;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          reader.detect(video.current).then(
            (codes) => {
              const code = codes
                .map(({ rawValue }) => codeInScan(rawValue, orderId))
                .find((read) => read !== undefined);
              if (!code || stopped) return;
              stop();
              setScanning(false);
              latestOnCode.current(code);
            },
            () => undefined,
          );
        }, SCAN_EVERY_MS);
      },
      () => {
        setFailure(t('orderPage.cameraFailed'));
        setScanning(false);
      },
    );
    return stop;
  }, [scanning, t, orderId]);

  return (
    <div className="w-100 d-flex flex-column align-items-start gap-2">
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => {
          setFailure(undefined);
          setScanning((on) => !on);
        }}
      >
        {scanning ? t('orderPage.stopScan') : t('orderPage.scanCode')}
      </Button>
      {scanning && (
        <>
          <small>{t('orderPage.scanHint')}</small>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('orderPage.cameraView')}
            className="w-100 rounded border"
            style={{ maxWidth: 320 }}
          />
        </>
      )}
      {failure && (
        <p role="alert" className="text-danger small mb-0">
          {failure}
        </p>
      )}
    </div>
  );
}
