import { Icon, Text, chakra } from '@chakra-ui/react';
import { ShellLink } from './ShellLink';

/** The product's name, as index.html's title spells it. */
export const PRODUCT_NAME = 'Portfolio Tracker';

/** The favicon's mark (a rising line on a tile), drawn in the theme's primary accent. */
function ProductMark() {
  return (
    <Icon asChild boxSize="7" color="primary.solid">
      <svg viewBox="0 0 32 32">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <chakra.path
          d="M7 23l6-7 5 4 7-10"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          css={{ stroke: 'primary.contrast' }}
        />
      </svg>
    </Icon>
  );
}

/** The mark and name, leading to Home. */
export function ProductName({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ShellLink
      to="/"
      onClick={onNavigate}
      display="inline-flex"
      alignItems="center"
      gap="2.5"
      rounded="l2"
      focusVisibleRing="outside"
      color="fg"
      _hover={{ textDecoration: 'none' }}
    >
      <ProductMark />
      <Text as="span" textStyle="lg" fontWeight="bold" letterSpacing="tight" whiteSpace="nowrap">
        {PRODUCT_NAME}
      </Text>
    </ShellLink>
  );
}
