/** A round avatar with a fixed size (no layout shift) and the first letter when there is no picture. */
export function Avatar({ src, name, size = 32 }: { src?: string | null; name: string; size?: number }) {
  return (
    <span className="avatar" style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" />
      ) : (
        <span>{name.slice(0, 1).toUpperCase()}</span>
      )}
    </span>
  );
}
