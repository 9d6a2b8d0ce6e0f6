import { useEffect, useState } from 'react';

/**
 * A QR code of `target`, drawn in the page (the `qrcode` library loads with the first one shown), or
 * a placeholder of the same size while the target or the library is on its way.
 */
export function AppQrCode({ target, label, size, platform }: { target: string | null; label: string; size: number; platform: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    setImage(null);
    if (!target) return;
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(target, { errorCorrectionLevel: 'M', margin: 1, width: size * 2 }))
      .then((url) => live && setImage(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [target, size]);
  return image ? (
    <img className="qr__image" src={image} alt={label} width={size} height={size} data-testid={`qr-${platform}`} data-target={target ?? undefined} />
  ) : (
    <span className="qr__empty" style={{ width: size, height: size }} aria-busy="true" />
  );
}
