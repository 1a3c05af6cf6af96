import { lazy, Suspense } from 'react';
import { onSignOut } from '../../../core/auth/sign-out';
import { appStore, useAtom } from '../../../core/state/jotai';
import { helpAgentChatAtom } from '../../../core/ui/help-agent-chat';

// The chat (markdown, sounds, the session) loads only when someone opens it: the frame that mounts
// this wrapper stays light.
const ChatSession = lazy(() => import('./ChatSession').then((module) => ({ default: module.ChatSession })));

// A chat belongs to the user who opened it: the next user to sign in starts without it.
onSignOut(() => {
  appStore.set(helpAgentChatAtom, null);
});

/**
 * The help-agent chat (S2 §2, §4), shown while the help overlay's chat button has asked for an
 * agent. Keyed by agent: opening while shown keeps the conversation; opening after a close starts
 * afresh (mounting clears messages and draft, sets the timestamp and starts a conversation).
 */
export function AgentChat() {
  const [agent, setAgent] = useAtom(helpAgentChatAtom);
  if (!agent) return null;
  return (
    <Suspense fallback={null}>
      <ChatSession key={agent.agentId} agent={agent} onClose={() => setAgent(null)} />
    </Suspense>
  );
}
