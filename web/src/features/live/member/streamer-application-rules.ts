export interface StreamerApplicationFields {
  real_name: string;
  id_number: string;
  contact: string;
  inviter: string;
  experience: string;
}

export const EXPERIENCE_MIN = 15;

/** Spec section 5's streamer-application rules; the inviter is optional. The service checks them too. */
export function checkStreamerApplication(form: StreamerApplicationFields): 'complete' | 'experience' | null {
  if (!form.real_name.trim() || !form.id_number.trim() || !form.contact.trim()) return 'complete';
  if (form.experience.trim().length < EXPERIENCE_MIN) return 'experience';
  return null;
}
