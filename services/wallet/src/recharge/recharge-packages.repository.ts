import { Injectable } from '@nestjs/common';
import { Db, PrismaService, RechargePackage } from '@arena/shared';

/** A package's terms as stored: money as decimal yuan, and the diamonds it buys. */
export interface PackageTerms {
  money?: string;
  coin?: number;
  give?: number;
  sort?: number;
  enabled?: boolean;
}

/** `wallet.recharge_packages`: what users choose from when they recharge. */
@Injectable()
export class RechargePackagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A package users may still choose. */
  findEnabled(id: number, db: Db = this.prisma): Promise<RechargePackage | null> {
    return db.rechargePackage.findFirst({ where: { id, enabled: true } });
  }

  findById(id: number, db: Db = this.prisma): Promise<RechargePackage | null> {
    return db.rechargePackage.findUnique({ where: { id } });
  }

  /** In the order users see them. */
  listEnabled(db: Db = this.prisma): Promise<RechargePackage[]> {
    return db.rechargePackage.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** Enabled or not, in the order users see them. */
  listAll(db: Db = this.prisma): Promise<RechargePackage[]> {
    return db.rechargePackage.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  create(pack: Required<PackageTerms>, db: Db = this.prisma): Promise<RechargePackage> {
    return db.rechargePackage.create({ data: pack });
  }

  /** Fields left undefined keep their value. */
  update(id: number, changes: PackageTerms, db: Db = this.prisma): Promise<RechargePackage> {
    return db.rechargePackage.update({ where: { id }, data: changes });
  }
}
