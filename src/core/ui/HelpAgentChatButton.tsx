import { Button, Text } from '@mantine/core';
import type { HelpAgent } from '../../contracts/help';
import { chatAgentOf } from '../../contracts/help-chat';
import { useNetworkStatus } from '../network/useNetworkStatus';
import { useSetAtom } from '../state/jotai';
import { summonPanel } from './floating-layers';
import { helpAgentChatAtom } from './help-agent-chat';

/** Shown under the chat button while offline: the chat needs the agent, nothing is queued. */
export const CHAT_OFFLINE_HINT = 'Chatting needs a connection.';

/**
 * The help overlay's chat button (S2 §2): only when the page's agent has an id and a token
 * endpoint; disabled with a hint while offline (chat messages are never queued).
 */
export function HelpAgentChatButton({
  agent,
  onOpen,
}: {
  agent: HelpAgent | null | undefined;
  /** Called as the chat opens (the overlay closes its cards, which sit above floating panels). */
  onOpen?: () => void;
}) {
  const open = useSetAtom(helpAgentChatAtom);
  const online = useNetworkStatus().isConnected;
  const chatAgent = chatAgentOf(agent);
  if (!chatAgent) return null;
  return (
    <>
      <Button
        variant="light"
        justify="start"
        disabled={!online}
        onClick={() => {
          onOpen?.();
          open(chatAgent);
          // Already open (under Help Topics, say): to the front, the conversation kept.
          summonPanel(helpAgentChatAtom);
        }}
      >
        Chat with {chatAgent.agentName}
      </Button>
      {!online && (
        <Text size="xs" c="dimmed" role="note">
          {CHAT_OFFLINE_HINT}
        </Text>
      )}
    </>
  );
}
