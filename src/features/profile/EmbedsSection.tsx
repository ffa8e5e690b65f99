/**
 * The owner's embed links (issue 8): each embedded widget, whether its link still works, when it
 * was last shown, and Revoke, which stops it at once on every site that shows it.
 */
import { Badge, Button, HStack, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useUserEmbedsQuery, type Embed_EmbedFragment } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { widgetDefinition } from '../../widgets/catalogue';
import { embedStatus, type EmbedStatus } from '../embed/embedLinks';
import { useRevokeEmbed } from '../embed/useEmbeds';
import { errorMessage } from '../../ui/errorMessage';
import { notifyFailure } from './notifyFailure';
import { ProfileSection } from './ProfileSection';

const STATUS: Record<EmbedStatus, { label: string; palette: string }> = {
  live: { label: 'Live', palette: 'green' },
  revoked: { label: 'Revoked', palette: 'gray' },
  expired: { label: 'Expired', palette: 'orange' },
};

function EmbedRow({ embed }: { embed: Embed_EmbedFragment }) {
  const [revoke] = useRevokeEmbed();
  const [revoking, setRevoking] = useState(false);
  const status = embedStatus(embed);
  const widget = widgetDefinition(embed.widgetName);
  const details = [
    widget && widget.title !== embed.title ? widget.displayName : null,
    `created ${formatDate(embed.createdAt)}`,
    embed.lastUsedAt ? `last shown ${formatDate(embed.lastUsedAt)}` : 'never shown yet',
    embed.expiresAt && status === 'live' ? `works until ${formatDate(embed.expiresAt)}` : null,
  ].filter(Boolean);

  async function onRevoke() {
    setRevoking(true);
    try {
      await revoke(embed._id);
    } catch (error) {
      notifyFailure('The embed link was not revoked', error);
    } finally {
      setRevoking(false);
    }
  }

  return (
    <HStack as="li" justify="space-between" gap="3" py="2" wrap="wrap">
      <Stack gap="0.5" minW="0" flex="1">
        <HStack gap="2" align="start">
          <Text fontWeight="semibold" lineClamp="2">
            {embed.title}
          </Text>
          <Badge colorPalette={STATUS[status].palette}>{STATUS[status].label}</Badge>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {details.join(' · ')}
        </Text>
      </Stack>
      {status === 'live' ? (
        <Button variant="outline" size="sm" colorPalette="red" loading={revoking} onClick={() => void onRevoke()} aria-label={`Revoke the embed of ${embed.title}`}>
          Revoke
        </Button>
      ) : null}
    </HStack>
  );
}

export function EmbedsSection() {
  const { data, loading, error } = useUserEmbedsQuery();
  const embeds = data?.userEmbeds ?? [];
  return (
    <ProfileSection title="Embedded widgets" description="Widgets you show on other websites. Create one from a widget's menu on a dashboard (Embed on a website).">
      {loading && !data ? <Spinner size="sm" aria-label="Loading your embedded widgets" /> : null}
      {error ? <Text color="fg.error">{errorMessage(error)}</Text> : null}
      {data && embeds.length === 0 ? <Text color="fg.muted">You have not embedded any widget.</Text> : null}
      {embeds.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="0" separator={<Separator />}>
          {embeds.map((embed) => (
            <EmbedRow key={embed._id} embed={embed} />
          ))}
        </Stack>
      ) : null}
    </ProfileSection>
  );
}
