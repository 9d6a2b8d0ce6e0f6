import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { session, type StoredUser } from '../../../api/session';
import { toast } from '../../../ui/feedback';
import { checkAvatarFile, uploadFile } from './upload';
import { accountKeys } from '../account-keys';

/** Nickname and avatar: choose from user/avatarList or upload png/jpg up to 5M, then member/updateInfo. */
export function EditProfile({ user }: { user: StoredUser }) {
  const { t } = useTranslation('member');
  const [nickname, setNickname] = useState(user.user_nickname);
  const [avatar, setAvatar] = useState(user.avatar);
  const avatars = useQuery({ queryKey: accountKeys.avatars, queryFn: () => api.get('/api/user/avatarList') });
  const save = useMutation({
    mutationFn: (changes: { user_nickname?: string; avatar?: string }) => api.post('/api/member/updateInfo', changes),
    onSuccess: (updated) => {
      session.save({ ...updated, token: session.token() ?? updated.token });
      toast.success(t('profile.saved'));
    },
  });

  // A refused upload is shown by the API client's toast (e.g. 'Verification failed, please Login again.').
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, 'avatar'), onSuccess: setAvatar });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return toast.warning(t(`profile.${problem}`));
    upload.mutate(file);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: { user_nickname?: string; avatar?: string } = {};
    if (nickname.trim() !== user.user_nickname) changes.user_nickname = nickname.trim();
    if (avatar !== user.avatar) changes.avatar = avatar;
    if (Object.keys(changes).length === 0) return toast.info(t('profile.nothingChanged'));
    save.mutate(changes);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid="edit-profile">
      <h2 className="card__title">{t('profile.edit')}</h2>
      <label className="form__label">
        {t('profile.nickname')}
        <input value={nickname} maxLength={16} onChange={(e) => setNickname(e.target.value)} name="user_nickname" />
      </label>
      <div className="form__label">
        {t('profile.avatar')}
        <div className="avatar-grid" role="radiogroup" aria-label={t('profile.avatar')}>
          {(avatars.data ?? []).map((item, index) => (
            <button
              key={item.id}
              type="button"
              role="radio"
              aria-label={t('profile.avatarOption', { n: index + 1 })}
              aria-checked={avatar === item.url}
              className={`avatar-grid__item${avatar === item.url ? ' selected' : ''}`}
              onClick={() => setAvatar(item.url)}
            >
              <img src={item.url} alt="" width={48} height={48} loading="lazy" />
            </button>
          ))}
          {avatar && !(avatars.data ?? []).some((item) => item.url === avatar) && (
            <span className="avatar-grid__item selected">
              <img src={avatar} alt="" width={48} height={48} />
            </span>
          )}
          <label className={`avatar-grid__upload${upload.isPending ? ' busy' : ''}`}>
            <input
              type="file"
              accept="image/png,image/jpeg"
              onChange={onFile}
              className="sr-only"
              data-testid="avatar-upload"
            />
            <span aria-hidden="true">＋</span>
            <small>{upload.isPending ? t('profile.uploading') : t('profile.upload')}</small>
          </label>
        </div>
        <span className="muted small">{t('profile.avatarRule')}</span>
      </div>
      <button type="submit" className="btn btn--primary" disabled={save.isPending || upload.isPending}>
        {t('profile.save')}
      </button>
    </form>
  );
}
