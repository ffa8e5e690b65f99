import { IconButton } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { assistantStateVar } from '../../apollo/vars';
import { AssistantIcon } from '../../ui/icons';
import { loadAssistantPanel } from './loadAssistantPanel';

/** The app bar's button that opens the assistant drawer, beside the notification bell. */
export function AssistantButton() {
  const { isOpen } = useReactiveVar(assistantStateVar);
  return (
    <IconButton
      aria-label="Assistant"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      variant="ghost"
      colorPalette="gray"
      size="md"
      // A pointer on the button starts fetching the panel's code before the click ends.
      onPointerDown={() => void loadAssistantPanel()}
      onClick={() => assistantStateVar({ ...assistantStateVar(), isOpen: true })}
    >
      <AssistantIcon boxSize="6" />
    </IconButton>
  );
}
