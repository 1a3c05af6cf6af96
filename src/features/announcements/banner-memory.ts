import { readStored, writeStored } from '../../core/state/parsed-storage';
import { type BannerMemory, bannerMemorySchema } from './model/banner-room';

/** Whether the banner had something to show at the last start (model/banner-room.ts). */
export const BANNER_MEMORY_KEY = 'ops.announcementsBanner';

export const readBannerMemory = (): BannerMemory | undefined =>
  readStored(BANNER_MEMORY_KEY, bannerMemorySchema);

export const writeBannerMemory = (memory: BannerMemory): void => writeStored(BANNER_MEMORY_KEY, memory);
