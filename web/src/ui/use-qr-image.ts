import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image address (the `qrcode` library loads with the first one drawn), or
 * null while `text` or the library is on its way, or when drawing failed: the caller shows a
 * placeholder of the same size then.
 */
export function useQrImage(
  text: string | null | undefined,
  { width, margin }: { width: number; margin: number },
): string | null {
  const [drawn, setDrawn] = useState<{ key: string; url: string } | null>(null);
  const key = text ? `${width}/${margin}/${text}` : null;
  useEffect(() => {
    if (!text || !key) return;
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { errorCorrectionLevel: 'M', margin, width }))
      .then(
        (url) => {
          if (live) setDrawn({ key, url });
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [text, key, width, margin]);
  // A code drawn for an earlier text is never shown for the current one.
  return drawn && drawn.key === key ? drawn.url : null;
}
