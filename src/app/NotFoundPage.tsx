import { Text } from '@chakra-ui/react';
import { StatusPage } from '../ui/StatusPage';

export function NotFoundPage() {
  return (
    <StatusPage title="404">
      <Text textStyle="xl" fontWeight="semibold">
        Page not found.
      </Text>
      <Text color="fg.muted">The page you are looking for might have been removed.</Text>
    </StatusPage>
  );
}
