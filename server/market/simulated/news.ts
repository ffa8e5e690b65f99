// Simulated headlines: a few fixed ones per symbol, dated in the days before the present, and
// market-wide ones per day naming the indices, sectors and companies of the simulation. Titles
// are labelled [Simulated] and link to example.com, at addresses that stay the same.

import { fromDay } from '../../portfolio/days';
import type { NewsItem } from '../provider';
import { INDEX_LISTINGS } from './indices';
import { companyName, describeListing, SECTORS, UNIVERSE_SYMBOLS } from './listings';
import { createRandom, hashText } from './seeded';
import type { Present } from './session';

const HEADLINES: readonly ((name: string) => string)[] = [
  (name) => `${name} shares move as traders weigh quarterly results`,
  (name) => `${name} sets date for investor day`,
  (name) => `Analysts revisit price targets for ${name}`,
  (name) => `${name} trading volume picks up ahead of sector data`,
  (name) => `What the latest guidance means for ${name} holders`,
  (name) => `${name} management comments on capital allocation`,
  (name) => `${name} added to watchlists after a steady month`,
];

export function newsOf(symbol: string, today: number): NewsItem[] {
  const listing = describeListing(symbol);
  if (!listing) return [];
  const draw = createRandom(hashText(`${listing.symbol}|news`));
  const count = 3 + Math.floor(draw() * 3);
  const firstHeadline = Math.floor(draw() * HEADLINES.length);
  const items: NewsItem[] = [];
  let day = today;
  for (let i = 0; i < count; i++) {
    day -= 1 + Math.floor(draw() * 4);
    const hour = String(6 + Math.floor(draw() * 14)).padStart(2, '0');
    const minute = String(Math.floor(draw() * 60)).padStart(2, '0');
    items.push({
      title: `[Simulated] ${HEADLINES[(firstHeadline + i) % HEADLINES.length]!(companyName(listing.symbol) ?? listing.symbol)}`,
      publisher: 'Simulated Wire',
      url: `https://example.com/news/${encodeURIComponent(listing.symbol.toLowerCase())}/${i + 1}`,
      publishedAt: `${fromDay(day)}T${hour}:${minute}:00.000Z`,
    });
  }
  return items;
}

const INDEX_NAMES = Object.values(INDEX_LISTINGS).map((listing) => listing.name);

interface Subjects {
  readonly index: string;
  readonly otherIndex: string;
  readonly sector: string;
  readonly company: string;
  readonly otherCompany: string;
}

const MARKET_HEADLINES: readonly ((s: Subjects) => string)[] = [
  (s) => `${s.index} edges higher as ${s.sector} shares lead`,
  (s) => `${s.index} slips as investors weigh the rate outlook`,
  (s) => `${s.company} leads ${s.sector} movers in busy trading`,
  (s) => `Markets wrap: ${s.index} and ${s.otherIndex} close mixed`,
  (s) => `${s.sector} stocks draw inflows ahead of earnings season`,
  (s) => `Bond yields and the dollar set the tone for the ${s.index}`,
  (s) => `What moved markets: ${s.company}, ${s.otherCompany} and ${s.sector}`,
  (s) => `${s.otherIndex} futures point to a quiet open`,
];

const MARKET_NEWS_DAYS = 3;
const MARKET_NEWS_PER_DAY = 3;
const PUBLISHERS = ['Simulated Wire', 'Example Markets Daily', 'Demo Finance News'] as const;

/** Market-wide headlines of the last few days up to the present, newest first. */
export function marketNewsOf(present: Present): NewsItem[] {
  const items: { item: NewsItem; ms: number }[] = [];
  for (let day = present.day - MARKET_NEWS_DAYS + 1; day <= present.day; day++) {
    const draw = createRandom(hashText(`market|news|${day}`));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(draw() * list.length)]!;
    for (let n = 1; n <= MARKET_NEWS_PER_DAY; n++) {
      const minute = Math.floor(draw() * 24 * 60);
      const subjects: Subjects = {
        index: pick(INDEX_NAMES),
        otherIndex: pick(INDEX_NAMES),
        sector: pick(SECTORS),
        company: companyName(pick(UNIVERSE_SYMBOLS)) ?? '',
        otherCompany: companyName(pick(UNIVERSE_SYMBOLS)) ?? '',
      };
      const title = `[Simulated] ${pick(MARKET_HEADLINES)(subjects)}`;
      const publisher = pick(PUBLISHERS);
      const ms = (day * 1440 + minute) * 60_000;
      if (ms > present.ms) continue;
      items.push({ ms, item: { title, publisher, url: `https://example.com/news/market/${fromDay(day)}/${n}`, publishedAt: new Date(ms).toISOString() } });
    }
  }
  return items.sort((a, b) => b.ms - a.ms).map(({ item }) => item);
}
