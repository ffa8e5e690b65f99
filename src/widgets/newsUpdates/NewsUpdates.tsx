import { Badge, Box, Button, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useWidgetMarketNewsQuery, type WidgetMarketNewsQuery } from '../../generated/graphql';
import { formatDateTime, formatTimeAgo } from '../../lib/dates';
import { useMinuteClock } from '../../lib/useMinuteClock';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { newsVariables } from '../sharedMarket/marketRequests';
import type { NewsUpdatesConfig } from './definition';

type Article = WidgetMarketNewsQuery['marketNews']['articles'][number];

/**
 * Headlines drawn at first, and added by "Show more": the widget shows half a dozen at a time, and
 * drawing all 50 the server sends held up the rest of a dashboard's first paint.
 */
export const NEWS_PAGE = 15;

/** Only web addresses become links: an address from a provider is not trusted to be one. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function Headline({ article, now }: { article: Article; now: Date }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
      {isWebAddress(article.url) ? (
        <Link href={article.url} target="_blank" rel="noopener noreferrer" fontWeight="semibold" textStyle="sm" lineClamp={2} color="fg" _hover={{ color: 'colorPalette.fg' }} colorPalette="primary">
          {article.title}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
      ) : (
        <Text fontWeight="semibold" textStyle="sm" lineClamp={2}>
          {article.title}
        </Text>
      )}
      <HStack gap="1.5" mt="1" textStyle="xs" color="fg.muted" flexWrap="wrap">
        {article.publisher ? <Text as="span">{article.publisher}</Text> : null}
        {article.publisher ? <Text as="span" aria-hidden>·</Text> : null}
        <Text asChild whiteSpace="nowrap">
          <time dateTime={article.publishedAt} title={formatDateTime(article.publishedAt)}>
            {formatTimeAgo(article.publishedAt, now)}
          </time>
        </Text>
        {article.symbols.length === 0 ? (
          <Badge size="xs" variant="outline" colorPalette="gray">
            Market
          </Badge>
        ) : (
          article.symbols.map((symbol) => (
            <Badge key={symbol} size="xs" variant="subtle" colorPalette="primary">
              {symbol}
            </Badge>
          ))
        )}
      </HStack>
    </Box>
  );
}

export function NewsUpdates({ config }: WidgetComponentProps<NewsUpdatesConfig>) {
  const result = useWidgetMarketNewsQuery({ variables: newsVariables(config) });
  const now = useMinuteClock();
  const [limit, setLimit] = useState(NEWS_PAGE);
  return (
    <WidgetState
      result={result}
      select={(data) => data.marketNews}
      isEmpty={(news) => news.articles.length === 0}
      emptyText="No news for these holdings right now."
      type="Table"
    >
      {(news) => (
          <Stack h="full" gap="1" minH="0" data-state="success">
            {news.simulated ? (
              <HStack flexShrink="0">
                <SimulatedBadge title="Made-up headlines (demo mode), not real news" />
              </HStack>
            ) : null}
            <Box as="ul" flex="1" minH="0" overflowY="auto" listStyleType="none" aria-label="Headlines" pe="1">
              {news.articles.slice(0, limit).map((article) => (
                <Headline key={article.id} article={article} now={now} />
              ))}
              {news.articles.length > limit ? (
                <Box as="li" pt="1">
                  <Button size="2xs" variant="ghost" colorPalette="primary" onClick={() => setLimit(limit + NEWS_PAGE)}>
                    Show {Math.min(NEWS_PAGE, news.articles.length - limit)} more
                  </Button>
                </Box>
              ) : null}
            </Box>
          </Stack>
      )}
    </WidgetState>
  );
}
