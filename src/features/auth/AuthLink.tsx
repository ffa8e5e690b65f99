import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app text link in the auth cards (router navigation, Chakra's look). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="secondary" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
