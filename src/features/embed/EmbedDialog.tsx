/**
 * "Embed on a website" for one widget of a dashboard: creates a read-only embed link for the
 * widget as it is set up now (its name and config), then shows the `<iframe>` snippet to paste
 * into another website. The link's token is shown only here: the server keeps only its hash.
 */
import { Button, Clipboard, Code, Dialog, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { SettingSelect } from '../profile/SettingSelect';
import type { DashboardWidget } from '../dashboard/model/dashboardDocument';
import { EMBED_EXPIRIES, EMBED_TITLE_MAX, embedUrl, iframeSnippet, type EmbedExpiry } from './embedLinks';
import { useCreateEmbed } from './useEmbeds';
import { PlanPrompt } from '../billing/PlanPrompt';
import { usePlanPrompt } from '../billing/usePlanPrompt';

export interface EmbedDialogProps {
  widget: DashboardWidget | null;
  onClose: () => void;
}

export function EmbedDialog({ widget, onClose }: EmbedDialogProps) {
  return (
    <DialogShell open={widget !== null} onClose={onClose} scrollBehavior="inside">
      {widget ? <EmbedForm widget={widget} /> : null}
    </DialogShell>
  );
}

function EmbedForm({ widget }: { widget: DashboardWidget }) {
  const { definition } = widget;
  const [expiry, setExpiry] = useState<EmbedExpiry>('never');
  // The heading the website shows (a blog may call it "Our dividends"); the widget's title by default.
  const [title, setTitle] = useState<string>(definition.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [create] = useCreateEmbed();
  // Creating the link does not close the dialog: its second step shows the snippet.
  const { pending, failure, run } = useDialogSubmit();
  const [url, setUrl] = useState<string | null>(null);
  const plan = usePlanPrompt();

  function submit() {
    const shownTitle = title.trim();
    // The server checks the same bounds; saying it here keeps the dialog from sending.
    if (shownTitle.length < 1 || shownTitle.length > EMBED_TITLE_MAX) {
      setTitleError(`Give the embed a title of 1 to ${EMBED_TITLE_MAX} characters.`);
      return;
    }
    setTitleError(null);
    if (!plan.allows('embeds')) return;
    return run(async () => {
      const days = EMBED_EXPIRIES.find((option) => option.value === expiry)?.days ?? null;
      try {
        const { token } = await create({ widgetName: definition.name, title: shownTitle, config: widget.config, expiresInDays: days });
        setUrl(embedUrl(window.location.origin, definition.name, token));
      } catch (error) {
        // Refused for want of the plan: the prompt says so instead of an error.
        if (!plan.fromError(error)) throw error;
      }
    });
  }

  const snippet = url ? iframeSnippet(url, title.trim(), definition.type) : '';
  return (
    <DialogForm
      title={`Embed ${definition.title}`}
      onSubmit={submit}
      pending={pending}
      failure={failure}
      submitLabel="Create embed link"
      maxW="lg"
      footer={
        url ? (
          <>
            <Clipboard.Root value={snippet}>
              <Clipboard.Trigger asChild>
                <Button variant="outline">
                  <Clipboard.Indicator copied="Copied">Copy snippet</Clipboard.Indicator>
                </Button>
              </Clipboard.Trigger>
            </Clipboard.Root>
            <Dialog.ActionTrigger asChild>
              <Button>Done</Button>
            </Dialog.ActionTrigger>
          </>
        ) : undefined
      }
    >
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
          <PlanPrompt feature={plan.feature} />
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
    </DialogForm>
  );
}
