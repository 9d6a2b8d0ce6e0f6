import { formatNumber } from '../../../i18n/format';
import { currentLang } from '../../../i18n/i18n';
import './upload-progress.css';

/** A labelled progress bar (uploading, then transcoding). */
export function UploadProgress({ label, fraction, testId }: { label: string; fraction: number; testId: string }) {
  const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
  return (
    <div className="upload-progress" data-testid={testId}>
      <div className="upload-progress__label">
        <span>{label}</span>
        <span className="num">{formatNumber(percent, currentLang())}%</span>
      </div>
      <progress className="upload-progress__bar" max={100} value={percent} aria-label={label} />
    </div>
  );
}
