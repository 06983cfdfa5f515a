import { useEffect, useState } from 'react';

/** The QR code of `text` as an image source: null while drawing, 'failed' when it could not be. */
export type QrCode = string | null | 'failed';

/**
 * Draws `text` (an `otpauth://` URL, issue 16 §6) as an SVG QR code for an <img>. The `qrcode`
 * library is loaded only here, on the two-factor page, when a code is first needed.
 */
export function useQrCode(text: string): QrCode {
  const [drawn, setDrawn] = useState<{ text: string; image: QrCode }>({ text: '', image: null });
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ default: qrcode }) =>
        qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        () => 'failed' as const,
      )
      .then((image) => {
        if (current) setDrawn({ text, image });
      });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn.text === text ? drawn.image : null;
}
