import { Injectable } from '@nestjs/common';
import { AppError } from '@arena/shared';
import { centsToText } from '../ledger/money';
import { walletConfig } from '../wallet.config';
import { packageView } from './recharge-packages';
import { RechargePackagesRepository } from './recharge-packages.repository';

export interface PackageChanges {
  /** In cents of a yuan: whole yuan only; the diamonds follow from it. */
  money?: number;
  give?: number;
  sort?: number;
  enabled?: boolean;
}

/** The recharge packages users choose from; administrators keep them. */
@Injectable()
export class RechargePackagesService {
  constructor(private readonly packages: RechargePackagesRepository) {}

  async offered() {
    const packs = await this.packages.listEnabled();
    return packs.map(packageView);
  }

  async all() {
    const packs = await this.packages.listAll();
    return packs.map((p) => ({ ...packageView(p), sort: p.sort, enabled: p.enabled }));
  }

  async create(pack: Required<PackageChanges>) {
    const created = await this.packages.create({
      ...priced(pack.money),
      give: pack.give,
      sort: pack.sort,
      enabled: pack.enabled,
    });
    return packageView(created);
  }

  /** Orders already made keep the terms they were made with. */
  async update(id: number, changes: PackageChanges) {
    const existing = await this.packages.findById(id);
    if (!existing) throw AppError.fail('wallet.package_not_found');
    const pack = await this.packages.update(id, {
      ...(changes.money !== undefined ? priced(changes.money) : {}),
      give: changes.give,
      sort: changes.sort,
      enabled: changes.enabled,
    });
    return packageView(pack);
  }
}

const priced = (moneyCents: number) => ({
  money: centsToText(moneyCents),
  coin: (moneyCents / 100) * walletConfig().diamondsPerYuan,
});
