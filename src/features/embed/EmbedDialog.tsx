/**
 * "Embed on a website" for one widget of a dashboard: creates a read-only embed link for the
 * widget as it is set up now (its name and config), then shows the `<iframe>` snippet to paste
 * into another website. The link's token is shown only here: the server keeps only its hash.
 */
import { Button, Clipboard, CloseButton, Code, Dialog, Field, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SettingSelect } from '../profile/SettingSelect';
import { SubmitFailure } from '../dashboard/dialogSubmit';
import type { DashboardWidget } from '../dashboard/model/dashboardDocument';
import { errorMessage } from '../../ui/errorMessage';
import { EMBED_EXPIRIES, EMBED_TITLE_MAX, embedUrl, iframeSnippet, type EmbedExpiry } from './embedLinks';
import { useCreateEmbed } from './useEmbeds';

export interface EmbedDialogProps {
  widget: DashboardWidget | null;
  onClose: () => void;
}

export function EmbedDialog({ widget, onClose }: EmbedDialogProps) {
  return (
    <Dialog.Root open={widget !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">{widget ? <EmbedForm widget={widget} onClose={onClose} /> : null}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function EmbedForm({ widget, onClose }: { widget: DashboardWidget; onClose: () => void }) {
  const { definition } = widget;
  const [expiry, setExpiry] = useState<EmbedExpiry>('never');
  // The heading the website shows (a blog may call it "Our dividends"); the widget's title by default.
  const [title, setTitle] = useState<string>(definition.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [create, { loading }] = useCreateEmbed();
  const [failure, setFailure] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const shownTitle = title.trim();
    // The server checks the same bounds; saying it here keeps the dialog from sending.
    if (shownTitle.length < 1 || shownTitle.length > EMBED_TITLE_MAX) {
      setTitleError(`Give the embed a title of 1 to ${EMBED_TITLE_MAX} characters.`);
      return;
    }
    setTitleError(null);
    try {
      const days = EMBED_EXPIRIES.find((option) => option.value === expiry)?.days ?? null;
      const { token } = await create({ widgetName: definition.name, title: shownTitle, config: widget.config, expiresInDays: days });
      setUrl(embedUrl(window.location.origin, definition.name, token));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  const snippet = url ? iframeSnippet(url, title.trim(), definition.type) : '';
  return (
    <Dialog.Content as="form" onSubmit={(event: FormEvent) => void submit(event)} maxW="lg">
      <Dialog.Header>
        <Dialog.Title>Embed {definition.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted">
            Show this widget, with its current settings, on another website. Anyone who can see that page sees these figures, read-only and always up to date. You can revoke the link in your profile at any time.
          </Text>
          {url ? (
            <>
              <Stack gap="1.5">
                <Text id="embed-snippet-label" textStyle="sm" fontWeight="medium">
                  Paste this into your website
                </Text>
                <Code aria-labelledby="embed-snippet-label" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" fontSize="xs" userSelect="all">
                  {snippet}
                </Code>
                <Text textStyle="xs" color="fg.muted">
                  This link is shown only now. Lost it? Create another and revoke this one.
                </Text>
              </Stack>
              <Link href={url} target="_blank" rel="noreferrer" textStyle="sm" colorPalette="primary">
                Open the embedded widget in a new tab
              </Link>
            </>
          ) : (
            <>
              <Field.Root invalid={titleError !== null}>
                <Field.Label>Title on the website</Field.Label>
                <Input value={title} maxLength={EMBED_TITLE_MAX} onChange={(event) => setTitle(event.currentTarget.value)} />
                {titleError ? (
                  <Field.ErrorText>{titleError}</Field.ErrorText>
                ) : (
                  <Field.HelperText>Also how you find it in your profile&apos;s list.</Field.HelperText>
                )}
              </Field.Root>
              <SettingSelect
                label="Link stops working"
                value={expiry}
                options={EMBED_EXPIRIES.map(({ value, label }) => ({ value, label }))}
                onChange={setExpiry}
              />
            </>
          )}
          <SubmitFailure message={failure} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {url ? (
          <>
            <Clipboard.Root value={snippet}>
              <Clipboard.Trigger asChild>
                <Button variant="outline">
                  <Clipboard.Indicator copied="Copied">Copy snippet</Clipboard.Indicator>
                </Button>
              </Clipboard.Trigger>
            </Clipboard.Root>
            <Button onClick={onClose}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Create embed link
            </Button>
          </>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
