import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/feedback';
import { REPORT_REASONS, type ReportReason, type ReportTarget, useReport } from './report-queries';
import './report-words';

/**
 * Report a post, a comment or a user: one of the fixed reasons and optional words. The server keeps
 * one open report per reporter and target and says so (its message shows as the error toast).
 */
export default function ReportDialog({ kind, id, onClose }: { kind: ReportTarget; id: number; onClose: () => void }) {
  const { t } = useTranslation('report');
  const report = useReport();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [detail, setDetail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { target_kind: kind, target_id: id, reason, detail: detail.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('sent'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog title={t(`${kind}`)} onClose={onClose}>
      <form className="form report-form" onSubmit={submit} data-testid="report-form">
        <fieldset className="report-form__reasons">
          <legend className="form__label">{t('why')}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="report-form__reason">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                data-testid={`report-reason-${option}`}
              />
              {t(`reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <label className="form__label">
          {t('detail')}
          <textarea
            rows={3}
            maxLength={200}
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
            data-testid="report-detail"
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={report.isPending} data-testid="report-send">
          {t('send')}
        </button>
      </form>
    </Dialog>
  );
}
