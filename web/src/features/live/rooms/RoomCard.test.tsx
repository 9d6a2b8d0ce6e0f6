import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RoomCard } from './RoomCard';
import type { RoomCardData } from './room-card.type';

const ROOM: RoomCardData = {
  id: 7,
  anchor_id: 70,
  user_nickname: 'Caster',
  avatar: '',
  title: 'Derby night',
  cover: '/uploads/covers/1-1.svg',
  snapshot: '/media/live/7/snapshot.jpg?t=1795767020692',
  type: 1,
  type_name: 'Football',
  category_id: null,
  category_name: '',
  is_live: 1,
  live_since: '2026-11-27T08:00:00.000Z',
  heat: 1200,
  heat_text: '1200',
  online: 3,
};

const pictures = () => [...document.querySelectorAll('.room-card__cover img')].map((img) => img.getAttribute('src'));

function renderCard(room: RoomCardData) {
  return render(
    <MemoryRouter>
      <RoomCard room={room} />
    </MemoryRouter>,
  );
}

describe('RoomCard', () => {
  it("shows a live room's recent frame over its drawn cover", () => {
    renderCard(ROOM);
    expect(pictures()).toEqual([ROOM.cover, ROOM.snapshot]);
  });

  it('falls back to the cover when the frame fails to load, and takes a newer frame again', () => {
    const { rerender } = renderCard(ROOM);
    fireEvent.error(screen.getByTestId('room-card-snapshot'));
    expect(pictures()).toEqual([ROOM.cover]);
    const newer = { ...ROOM, snapshot: '/media/live/7/snapshot.jpg?t=1795767065000' };
    rerender(
      <MemoryRouter>
        <RoomCard room={newer} />
      </MemoryRouter>,
    );
    expect(pictures()).toEqual([ROOM.cover, newer.snapshot]);
  });

  it('shows only the cover for a room off the air or without a frame yet', () => {
    renderCard({ ...ROOM, is_live: 0, live_since: null, snapshot: '' });
    expect(pictures()).toEqual([ROOM.cover]);
  });
});
