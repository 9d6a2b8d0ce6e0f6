import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/feedback';
import { underDevelopment } from '../../ui/under-development';
import { checkAnchorApplication, type AnchorApplicationFields } from './anchor-application-rules';

const EMPTY: AnchorApplicationFields = { real_name: '', id_number: '', contact: '', inviter: '', experience: '', announcement: '' };

/**
 * Streamer application with the spec's rules (real name, ID number and a contact required, experience
 * at least 15 characters, announcement at most 50). The live service that takes it has not landed yet.
 */
export function AnchorApplication() {
  const { t } = useTranslation('member');
  const [form, setForm] = useState(EMPTY);
  const bind = (name: keyof AnchorApplicationFields) => ({ value: form[name], name, onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkAnchorApplication(form);
    if (problem) return toast.warning(t(`apply.errors.${problem}`));
    await underDevelopment();
  };

  return (
    <form className="card form" onSubmit={(e) => void submit(e)} noValidate data-testid="anchor-application">
      <h2 className="card__title">{t('apply.title')}</h2>
      <p className="muted small">{t('apply.intro')}</p>
      <div className="grid-2">
        <input placeholder={t('apply.realName')} aria-label={t('apply.realName')} maxLength={32} {...bind('real_name')} />
        <input placeholder={t('apply.idNumber')} aria-label={t('apply.idNumber')} maxLength={18} {...bind('id_number')} />
        <input placeholder={t('apply.contact')} aria-label={t('apply.contact')} maxLength={50} {...bind('contact')} />
        <input placeholder={t('apply.inviter')} aria-label={t('apply.inviter')} maxLength={20} {...bind('inviter')} />
      </div>
      <label className="form__label">
        {t('apply.experience')}
        <textarea rows={4} {...bind('experience')} />
      </label>
      <label className="form__label">
        {t('apply.announcement')}
        <input maxLength={50} {...bind('announcement')} />
        <span className="form__counter num">{form.announcement.length}/50</span>
      </label>
      <button type="submit" className="btn btn--primary">
        {t('apply.submit')}
      </button>
    </form>
  );
}
