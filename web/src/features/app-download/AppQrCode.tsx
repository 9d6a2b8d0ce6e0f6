import { useQrImage } from '../../ui/use-qr-image';

/**
 * A QR code of `target`, drawn in the page (the `qrcode` library loads with the first one shown), or
 * a placeholder of the same size while the target or the library is on its way.
 */
export function AppQrCode({
  target,
  label,
  size,
  platform,
}: {
  target: string | null;
  label: string;
  size: number;
  platform: string;
}) {
  const image = useQrImage(target, { width: size * 2, margin: 1 });
  return image ? (
    <img
      className="qr__image"
      src={image}
      alt={label}
      width={size}
      height={size}
      data-testid={`qr-${platform}`}
      data-target={target ?? undefined}
    />
  ) : (
    <span className="qr__empty" style={{ width: size, height: size }} aria-busy="true" />
  );
}
