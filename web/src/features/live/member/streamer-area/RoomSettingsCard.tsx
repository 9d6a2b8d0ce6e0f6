import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/api';
import { SPORT_CATEGORIES } from '../../../../config/sport-categories';
import { checkAvatarFile, uploadFile } from '../../../account/profile/upload';
import { toast } from '../../../../ui/feedback';
import { type StreamerRoom } from './streamer-room-query';
import { liveKeys } from '../../live-keys';

/** Spec 5: the announcement (placard) is at most 50 characters. */
export const PLACARD_MAX = 50;
type SportType = 1 | 2 | 3 | 4 | 5 | 6;

/** Title, sport, cover (png/jpg up to 5M) and placard of the streamer's room (Live/setLiveInfo). */
export function RoomSettingsCard({ room }: { room: StreamerRoom }) {
  const { t } = useTranslation('live');
  const { t: tl } = useTranslation('layout');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(room.title);
  const [type, setType] = useState(room.type as SportType);
  const [placard, setPlacard] = useState(room.placard);
  const [cover, setCover] = useState(room.cover);
  const save = useMutation({
    mutationFn: (patch: { title?: string; type?: SportType; placard?: string; cover?: string }) =>
      api.post('/api/Live/setLiveInfo', patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(liveKeys.streamerRoom, saved);
      void queryClient.invalidateQueries({ queryKey: liveKeys.room(saved.room_id) });
      toast.success(t('studio.saved'));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file, 'cover'),
    onSuccess: (url) => {
      setCover(url);
      save.mutate({ cover: url });
    },
  });

  const pickCover = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return toast.warning(t(`studio.cover.${problem}`));
    upload.mutate(file);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return toast.warning(t('studio.titleRequired'));
    if ([...placard].length > PLACARD_MAX) return toast.warning(t('studio.placardTooLong', { max: PLACARD_MAX }));
    save.mutate({ title: title.trim(), type, placard });
  };

  return (
    <form className="card form studio-card" onSubmit={submit} noValidate data-testid="studio-settings">
      <h2 className="card__title">{t('studio.settings')}</h2>
      <div className="studio-cover">
        <img src={cover} alt="" width={320} height={180} />
        <label className="btn btn--ghost">
          {upload.isPending ? t('studio.cover.uploading') : t('studio.cover.change')}
          <input type="file" accept="image/png,image/jpeg" className="sr-only" onChange={pickCover} />
        </label>
      </div>
      <label className="form__label">
        {t('studio.title')}
        <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} data-testid="studio-title" />
      </label>
      <label className="form__label">
        {t('studio.type')}
        <select value={type} onChange={(e) => setType(Number(e.target.value) as SportType)}>
          {SPORT_CATEGORIES.filter((c) => c.type !== 0).map((c) => (
            <option key={c.type} value={c.type}>
              {tl(c.label)}
            </option>
          ))}
        </select>
      </label>
      <label className="form__label">
        {t('studio.placard')}
        <textarea rows={2} value={placard} onChange={(e) => setPlacard(e.target.value)} data-testid="studio-placard" />
        <span className="form__counter num">
          {[...placard].length}/{PLACARD_MAX}
        </span>
      </label>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {t('studio.save')}
      </button>
    </form>
  );
}
