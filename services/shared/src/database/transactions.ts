import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { PrismaService } from './prisma.service';

/**
 * What a repository's query runs on: the client itself, or a transaction a service opened. Every
 * repository method takes it last, defaulting to the client (`db: Db = this.prisma`).
 */
export type Db = Prisma.TransactionClient;

export interface TransactionOptions {
  isolationLevel?: Prisma.TransactionIsolationLevel;
  maxWait?: number;
  timeout?: number;
}

/**
 * The data layer's one door for services: a service that needs several repository calls to commit
 * together opens a transaction here and hands `tx` to each call. Only repositories query.
 */
@Injectable()
export class Transactions {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(work: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.prisma.$transaction(work, options);
  }
}
