import { RechargePackage } from '@arena/shared';
import { yuanText } from '../ledger/money';

/** The spec's recharge package: id, coin, give, money, give_rate (bonus as a percentage of coin). */
export function packageView(pack: RechargePackage) {
  return {
    id: pack.id,
    coin: pack.coin,
    give: pack.give,
    money: yuanText(pack.money),
    give_rate: pack.coin > 0 ? Math.round((pack.give / pack.coin) * 100) : 0,
  };
}
