import type { DataOf } from '../../../api/typed';

/** A room as every live list shows it (Live/getRoomList and the other lists share the card). */
export type RoomCardData = DataOf<'/api/Live/getRoomList', 'get'>['list'][number];
