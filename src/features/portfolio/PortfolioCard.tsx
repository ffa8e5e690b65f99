import { Badge, Box, Button, Card, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PortfolioFieldsFragment } from '../../generated/graphql';
import { PortfolioFigures } from './PortfolioFigures';
import { PortfolioHoldings } from './PortfolioHoldings';
import { PencilIcon, TrashIcon } from '../../ui/icons';

export function holdingsCount(count: number): string {
  return `${count} ${count === 1 ? 'holding' : 'holdings'}`;
}

interface PortfolioCardProps {
  portfolio: PortfolioFieldsFragment;
  onEdit: (portfolio: PortfolioFieldsFragment) => void;
  onDelete: (portfolio: PortfolioFieldsFragment) => void;
}

/** One portfolio: its name, figures, description, actions and the securities it holds. */
export function PortfolioCard({ portfolio, onEdit, onDelete }: PortfolioCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="article" aria-labelledby={headingId} bg="bg.panel" size="sm">
      <Card.Header gap="1">
        <Flex gap="3" align="flex-start">
          <HStack gap="2" wrap="wrap" flex="1" minW="0">
            <Heading as="h2" id={headingId} size="lg" overflowWrap="anywhere" minW="0">
              {portfolio.name}
            </Heading>
            <Badge variant="outline" colorPalette="gray">
              {holdingsCount(portfolio.stocks.length)}
            </Badge>
          </HStack>
          {/* Icons alone on phones; the accessible names keep the words and say which portfolio. */}
          <HStack gap="1" flexShrink="0" mt="-1">
            <Button size="sm" variant="ghost" colorPalette="gray" aria-label={`Edit ${portfolio.name}`} onClick={() => onEdit(portfolio)}>
              <PencilIcon />
              <Box as="span" hideBelow="sm">
                Edit
              </Box>
            </Button>
            <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${portfolio.name}`} onClick={() => onDelete(portfolio)}>
              <TrashIcon />
              <Box as="span" hideBelow="sm">
                Delete
              </Box>
            </Button>
          </HStack>
        </Flex>
        <PortfolioFigures portfolioId={portfolio._id} />
        {portfolio.description && (
          <Text color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
            {portfolio.description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <PortfolioHoldings portfolioId={portfolio._id} portfolioName={portfolio.name} stocks={portfolio.stocks} />
      </Card.Body>
    </Card.Root>
  );
}
