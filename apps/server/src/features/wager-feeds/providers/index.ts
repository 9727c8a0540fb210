import type { ApiProvider } from '@podium/shared/wager-feeds/messages';
import { clash } from './clash.ts';
import { gamdom } from './gamdom.ts';
import { packdraw } from './packdraw.ts';
import { rainbet } from './rainbet.ts';
import { roobet } from './roobet.ts';
import { shuffle } from './shuffle.ts';
import type { WagerAdapter } from './types.ts';
import { upgrader } from './upgrader.ts';

/** Every casino adapter, by provider name. */
export const adapters: Record<ApiProvider, WagerAdapter> = {
  roobet,
  gamdom,
  shuffle,
  rainbet,
  packdraw,
  clash,
  upgrader,
};
