import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Jobs } from '@arena/shared';
import { giftsConfig } from '../gifts.config';
import { GOODS_SETTLE_SWEEP } from './goods-settle.job';
import { GoodsService } from './goods.service';

/** Runs the goods' settling sweep in this instance. */
@Injectable()
export class GoodsSettleWorker implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: Jobs,
    private readonly goods: GoodsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work(GOODS_SETTLE_SWEEP, async () => {
      await this.goods.settlePending();
    });
    await this.jobs.every(GOODS_SETTLE_SWEEP, 'sweep', giftsConfig().goods.settleEveryMs, {});
  }
}
