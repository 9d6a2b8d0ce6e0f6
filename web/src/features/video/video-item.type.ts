import type { DataOf } from '../../api/typed';

/** A video as every list answers it (Video/getList's items). */
export type VideoItem = DataOf<'/api/Video/getList', 'post'>['list'][number];
