import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useInRouterContext } from 'react-router';

export const SUBSCRIPTION_PATH = '/subscription';

/**
 * "See plans": a router link inside the app; a plain link to the same page where no router is
 * around (a dialog rendered on its own).
 */
export function SeePlansLink() {
  const inRouter = useInRouterContext();
  return (
    <Link asChild fontWeight="semibold" colorPalette="primary" color="colorPalette.fg" textDecoration="underline">
      {inRouter ? <RouterLink to={SUBSCRIPTION_PATH}>See plans</RouterLink> : <a href={`/app${SUBSCRIPTION_PATH}`}>See plans</a>}
    </Link>
  );
}
