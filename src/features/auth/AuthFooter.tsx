import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthLink } from './AuthLink';

/** The bottom of an auth card: a way to the other screen, and the legal pages. */
export function AuthFooter({ children }: { children?: ReactNode }) {
  return (
    <>
      {children && (
        <Text mt="6" textAlign="center">
          {children}
        </Text>
      )}
      <HStack mt="4" justify="center" gap="4" fontSize="sm">
        <AuthLink to="/privacy-policy">Privacy policy</AuthLink>
        <AuthLink to="/terms-of-service">Terms of service</AuthLink>
      </HStack>
    </>
  );
}
