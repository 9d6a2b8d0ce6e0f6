import { api } from '../../api/api';
import type { DataOf } from '../../api/typed';

/** The address book, recommendations and user search (group/*) as the panel reads them. */
export type AddressBook = DataOf<'/api/group/addressBook', 'post'>;
export type Person = AddressBook['following'][number];
export type GroupView = AddressBook['groups'][number];

export const groupKeys = {
  all: ['groups'] as const,
  book: ['groups', 'book'] as const,
  recommendedUsers: ['groups', 'recommended-users'] as const,
  recommendedGroups: ['groups', 'recommended-groups'] as const,
  search: (keyword: string) => ['groups', 'search', keyword] as const,
};

export const groupsApi = {
  addressBook: () => api.post('/api/group/addressBook', {}),
  recommendedUsers: () => api.post('/api/group/getRecommendUserList', { page: 1, limit: 20 }),
  recommendedGroups: () => api.post('/api/group/getRecommendGroupList', { page: 1, limit: 20 }),
  search: (keyword: string) => api.post('/api/group/getSearchUserList', { keyword, page: 1, limit: 20 }),
  create: (name: string, uids: number[]) => api.post('/api/group/addgroup', { name, uids }),
  addMembers: (groupId: string, uids: number[]) => api.post('/api/group/addGroupUser', { group_id: groupId, uids }),
  leave: (groupId: string) => api.post('/api/group/destroyGroupNew', { group_id: groupId }),
  /** Member/attention toggles: following becomes not following and back. */
  toggleFollow: (userId: number) => api.post('/api/Member/attention', { anchor_id: userId }),
};

/** Everyone in the address book once: the people I follow, then those who follow me. */
export function contactsOf(book: AddressBook | undefined): Person[] {
  if (!book) return [];
  const seen = new Set<number>();
  return [...book.following, ...book.followers].filter((person) => !seen.has(person.id) && seen.add(person.id));
}
