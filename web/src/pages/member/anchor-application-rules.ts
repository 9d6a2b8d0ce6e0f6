export interface AnchorApplicationFields {
  real_name: string;
  id_number: string;
  contact: string;
  inviter: string;
  experience: string;
  announcement: string;
}

export const EXPERIENCE_MIN = 15;
export const ANNOUNCEMENT_MAX = 50;

/** Spec section 5's streamer-application rules; the inviter is optional. */
export function checkAnchorApplication(form: AnchorApplicationFields): 'complete' | 'experience' | 'announcement' | null {
  if (!form.real_name.trim() || !form.id_number.trim() || !form.contact.trim()) return 'complete';
  if (form.experience.trim().length < EXPERIENCE_MIN) return 'experience';
  if (form.announcement.length > ANNOUNCEMENT_MAX) return 'announcement';
  return null;
}
