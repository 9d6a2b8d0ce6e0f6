import { Bench } from './bench';
import { bundleBench } from './bundle.bench';
import { circleFeedBench } from './circle-feed.bench';
import { danmakuBench } from './danmaku.bench';
import { edgeMemberInfoBench } from './edge-member-info.bench';
import { edgePublicListBench } from './edge-public-list.bench';
import { fanoutBench } from './fanout.bench';
import { giftsBench } from './gifts.bench';
import { ledgerBench } from './ledger.bench';
import { lighthouseBench } from './lighthouse.bench';
import { liveHotListBench } from './live-hot-list.bench';
import { mediaBench } from './media.bench';
import { demoBroadcastsBench } from './demo-broadcasts.bench';
import { scoresMatchListBench } from './scores-match-list.bench';
import { searchBench } from './search.bench';
import { transcodingBench } from './transcoding.bench';
import { videoListBench } from './video-list.bench';

/** Every bench `npm run bench` runs, in order; `npm run bench -- <name>...` runs only those named. */
export const BENCHES: Bench[] = [
  edgeMemberInfoBench,
  edgePublicListBench,
  liveHotListBench,
  scoresMatchListBench,
  searchBench,
  circleFeedBench,
  videoListBench,
  fanoutBench,
  danmakuBench,
  ledgerBench,
  giftsBench,
  mediaBench,
  demoBroadcastsBench,
  transcodingBench,
  bundleBench,
  lighthouseBench,
];
