import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, CommunityBanner, Transactions } from '@arena/shared';
import { AuditLog } from '../audit/audit-log.service';
import { BannerColumns, BannersRepository } from './banners.repository';
import { AdminBannerView } from './admin-banners.schemas';

interface BannerFields {
  title_zh?: string;
  title_en?: string;
  title_vi?: string;
  image?: string;
  link?: string;
}

const summary = (b: CommunityBanner) => ({
  title_en: b.titleEn,
  image: b.image,
  link: b.link,
  sort: b.sort,
  enabled: b.enabled,
});

/** Administrators manage the home page's carousel; every change is audited in its transaction. */
@Injectable()
export class AdminBannersService {
  constructor(
    private readonly banners: BannersRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<AdminBannerView[]> {
    return (await this.banners.listAll()).map(view);
  }

  /** A new banner goes last in the carousel. */
  async create(adminId: number, input: Required<Omit<BannerFields, 'link'>> & { link?: string; enabled?: boolean }) {
    const row = await this.transactions.run(async (tx) => {
      const created = await this.banners.insert(
        {
          key: `admin-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
          ...columns(input),
          link: input.link ?? '',
          enabled: input.enabled ?? true,
          sort: await this.banners.nextSort(tx),
        } as BannerColumns,
        tx,
      );
      await this.audit.record(
        { adminId, action: 'banner.create', targetKind: 'banner', targetId: created.id, after: summary(created) },
        tx,
      );
      return created;
    });
    return view(row);
  }

  edit(adminId: number, input: BannerFields & { id: number }): Promise<AdminBannerView> {
    return this.change(adminId, input.id, 'banner.edit', columns(input));
  }

  setEnabled(adminId: number, id: number, enabled: boolean): Promise<AdminBannerView> {
    return this.change(adminId, id, enabled ? 'banner.enable' : 'banner.disable', { enabled });
  }

  /** The named banners first, in the order given; the others keep their order after them. */
  async order(adminId: number, ids: number[]): Promise<AdminBannerView[]> {
    const unique = [...new Set(ids)];
    const rows = await this.transactions.run(async (tx) => {
      const found = new Set(await this.banners.existing(unique, tx));
      const missing = unique.find((id) => !found.has(id));
      if (missing) throw AppError.fail('community.banner_not_found');
      const before = await this.banners.listAll(tx);
      const rest = before.map((b) => b.id).filter((id) => !found.has(id));
      await this.banners.setOrder([...unique, ...rest], tx);
      const after = await this.banners.listAll(tx);
      await this.audit.record(
        {
          adminId,
          action: 'banner.order',
          targetKind: 'banner',
          targetId: unique[0],
          before: { ids: before.map((b) => b.id) },
          after: { ids: after.map((b) => b.id) },
        },
        tx,
      );
      return after;
    });
    return rows.map(view);
  }

  private async change(
    adminId: number,
    id: number,
    action: string,
    change: Partial<BannerColumns>,
  ): Promise<AdminBannerView> {
    const row = await this.transactions.run(async (tx) => {
      const before = await this.banners.lockById(id, tx);
      if (!before) throw AppError.fail('community.banner_not_found');
      const after = await this.banners.update(id, change, tx);
      await this.audit.record(
        { adminId, action, targetKind: 'banner', targetId: id, before: summary(before), after: summary(after) },
        tx,
      );
      return after;
    });
    return view(row);
  }
}

function columns(input: BannerFields): Partial<BannerColumns> {
  return {
    ...(input.title_zh !== undefined ? { titleZh: input.title_zh } : {}),
    ...(input.title_en !== undefined ? { titleEn: input.title_en } : {}),
    ...(input.title_vi !== undefined ? { titleVi: input.title_vi } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
  };
}

function view(row: CommunityBanner): AdminBannerView {
  return {
    id: row.id,
    title_zh: row.titleZh,
    title_en: row.titleEn,
    title_vi: row.titleVi,
    image: row.image,
    link: row.link,
    sort: row.sort,
    enabled: row.enabled ? 1 : 0,
  };
}
