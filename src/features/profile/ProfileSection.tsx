import { Card, type CardRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProfileSectionProps extends Omit<CardRootProps, 'title'> {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile screen. */
export function ProfileSection({ title, description, children, ...rest }: ProfileSectionProps) {
  return (
    <Card.Root as="section" aria-label={title} bg="bg.panel" {...rest}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
