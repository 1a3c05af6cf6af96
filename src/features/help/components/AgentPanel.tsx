import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { sameContent } from '../../../contracts/edit-conflict';
import type { HelpAgent } from '../../../contracts/help';
import {
  AGENT_CONNECTION_MESSAGE,
  agentFieldsOf,
  isAgentConnection,
  saveHelpAgentSchema,
} from '../../../contracts/help-writes';
import { isNotFound } from '../../../core/api/api-error';
import { deletedMeanwhileNotice, rebasedDraft, rebaseOnConflict } from '../../../core/api/edit-conflict';
import { saveFailureMessage } from '../../../core/api/save-failure';
import { useAtom } from '../../../core/state/jotai';
import { BusyButton } from '../../../core/ui/BusyButton';
import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';
import { FloatingPanel } from '../../../core/ui/FloatingPanel';
import { FLOATING_PANEL_MIN_WIDTH_PX } from '../../../core/ui/panel-geometry';
import { keptDraftNotice } from '../../../core/unsaved-work/kept-drafts';
import { useAskBeforeClosing } from '../../../core/unsaved-work/useAskBeforeClosing';
import { useKeepOnExpiry } from '../../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import {
  HELP_AGENT_EDIT_WORK,
  KEPT_HELP_AGENT,
  type KeptHelpAgent,
  keptHelpAgent,
} from '../model/kept-page-help';
import { deleteHelpAgent, saveHelpAgent } from '../page-help-writes';
import { agentPanelOpenAtom } from '../state';
import { PAGE_HELP_AUTHORING_OFFLINE_HINT, useHelpAuthoring } from '../useHelpAuthoring';
import { useHelpWrite } from '../useHelpWrite';

const AGENT_PANEL_TITLE = 'Help Agent';

interface AgentPanelProps {
  pageName: string;
  agent: HelpAgent | null;
  /** What was typed, kept through an expired session: the form opens on it. */
  kept?: { kept: KeptHelpAgent; taken: () => void } | undefined;
}

/**
 * The agent configuration panel (S2 §2): help admins set the page's help agent. Its form goes as it
 * closes, so closing it (its X, Escape) with a name or connection string typed and not saved asks
 * first, in the app's one confirmation: it dropped them without a word (walkthrough 35, D4).
 */
export function AgentPanel({ pageName, agent, kept }: AgentPanelProps) {
  const [opened, setOpened] = useAtom(agentPanelOpenAtom);
  const { may } = useHelpAuthoring();
  const closing = useAskBeforeClosing(AGENT_PANEL_TITLE, [HELP_AGENT_EDIT_WORK], () => setOpened(false));
  if (!may.configureAgent) return null;
  return (
    <FloatingPanel
      title={AGENT_PANEL_TITLE}
      opened={opened}
      onClose={closing.close}
      minWidth={FLOATING_PANEL_MIN_WIDTH_PX}
      openedBy={agentPanelOpenAtom}
    >
      <AgentForm pageName={pageName} agent={agent} kept={kept} />
      {closing.confirm}
    </FloatingPanel>
  );
}

/**
 * Name and Connection String (the agent's token endpoint), Save for a new agent or Update for the
 * stored one (both need both fields, S2 §5), and Delete with the 'Delete Agent' confirmation.
 * What was typed is kept through an expired session (walkthrough 15, D4) and comes back with a
 * note and Cancel, which shows the stored agent again (the form has no Cancel otherwise, but
 * after a 409 or an agent deleted meanwhile, below).
 *
 * Two admins (walkthrough 36, D2): a save says the agent the form loaded, so another admin's save
 * meanwhile is refused (409): the form then shows theirs with this admin's changes kept over it
 * (core/api/edit-conflict.ts). An agent deleted meanwhile (404) leaves the text, and Save adds it
 * as a new agent, as the help item and topic editors do (docs/help.md).
 */
function AgentForm({ pageName, agent, kept }: AgentPanelProps) {
  const { readOnly } = useHelpAuthoring();
  // The agent this form edits, sent with a save as `loaded`; after a 409, as stored then.
  const [loaded, setLoaded] = useState(agent);
  const [draft, setDraft] = useState(() => agentFieldsOf(agent));
  const [deletedMeanwhile, setDeletedMeanwhile] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [restored, setRestored] = useState(false);
  // Moved onto another admin's agent by a 409: Cancel keeps theirs, as the message says.
  const [rebased, setRebased] = useState(false);
  const write = useHelpWrite();
  const keptAgent = keptHelpAgent(pageName, loaded, draft);
  useKeepOnExpiry(KEPT_HELP_AGENT, keptAgent);
  // A chosen sign-out or a reload would drop it: they ask first.
  useUnsavedWork(keptAgent !== undefined, HELP_AGENT_EDIT_WORK);
  const showStored = (stored: HelpAgent | null) => {
    setLoaded(stored);
    setDraft(agentFieldsOf(stored));
    setDeletedMeanwhile(false);
    setRebased(false);
  };
  // The stored agent as read again (this form's save or delete, another admin's seen): a form with
  // nothing typed shows it; typed changes stay, and their save is checked against `loaded`.
  const [read, setRead] = useState(agent);
  if (!sameContent(read, agent)) {
    setRead(agent);
    if (!keptAgent && !deletedMeanwhile) showStored(agent);
  }
  useEffect(() => {
    if (!kept) return;
    setDraft({ agentName: kept.kept.agentName, tokenEndpointURL: kept.kept.tokenEndpointURL });
    if (kept.kept.loaded !== undefined) setLoaded(kept.kept.loaded);
    setRestored(true);
    kept.taken();
  }, [kept]);
  // Drops a restored draft, or the changes kept over another admin's version (or over a deleted
  // agent): the fields show the agent as stored (read again after the 409 or 404).
  const cancel = () => {
    showStored(agent);
    setRestored(false);
    write.clearError();
  };
  const { agentName, tokenEndpointURL } = draft;
  const valid = saveHelpAgentSchema.safeParse(draft);
  // Said at the field once something is typed there; a blank field only keeps Save disabled.
  const connectionProblem =
    tokenEndpointURL.trim() !== '' && !isAgentConnection(tokenEndpointURL)
      ? AGENT_CONNECTION_MESSAGE
      : undefined;
  // The contract's own message (too long, a refused character), as the server would answer: a
  // name over 100 characters only turned Update off, with no word why (walkthrough 35, D1).
  const nameProblem =
    agentName.trim() === ''
      ? undefined
      : valid.error?.issues.find((issue) => issue.path[0] === 'agentName')?.message;

  const save = () => {
    if (!valid.success) return;
    write.run(async () => {
      try {
        // Another admin saved the agent meanwhile: the draft moves onto theirs.
        const saved = await rebaseOnConflict(
          saveHelpAgent(pageName, valid.data, loaded),
          (theirs: HelpAgent) => {
            setDraft((current) => rebasedDraft(current, agentFieldsOf(loaded), agentFieldsOf(theirs)));
            setLoaded(theirs);
            setRebased(true);
          },
        );
        showStored(saved);
        setRestored(false);
      } catch (error) {
        if (!(isNotFound(error) && loaded)) throw error;
        // Deleted by another admin meanwhile: the text stays, and Save adds it as a new agent.
        setLoaded(null);
        setDeletedMeanwhile(true);
      }
    }, saveFailureMessage);
  };
  const remove = () =>
    write.run(async () => {
      await deleteHelpAgent(pageName);
      setConfirming(false);
      showStored(null);
    });

  return (
    <Stack gap="sm" p="md" role="group" aria-label={`Help agent of ${pageName}`}>
      <TextInput
        label="Name"
        dir="auto"
        required
        value={agentName}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setDraft((current) => ({ ...current, agentName: typed }));
        }}
        error={nameProblem}
      />
      <TextInput
        label="Connection String"
        required
        value={tokenEndpointURL}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setDraft((current) => ({ ...current, tokenEndpointURL: typed }));
        }}
        error={connectionProblem}
      />
      {readOnly && (
        <Text size="sm" c="dimmed" role="note">
          {PAGE_HELP_AUTHORING_OFFLINE_HINT}
        </Text>
      )}
      {(deletedMeanwhile || restored) && (
        <Text size="sm" role="status">
          {deletedMeanwhile ? deletedMeanwhileNotice('help agent') : keptDraftNotice('help agent')}
        </Text>
      )}
      {write.error && (
        <Text size="sm" c="red" role="alert">
          {write.error}
        </Text>
      )}
      <Group justify="space-between">
        {loaded ? (
          <Button color="red" variant="subtle" onClick={() => setConfirming(true)} disabled={readOnly}>
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          {(restored || rebased || deletedMeanwhile) && (
            <Button variant="default" onClick={cancel} disabled={write.busy}>
              Cancel
            </Button>
          )}
          <BusyButton onClick={save} busy={write.busy} disabled={readOnly || !valid.success}>
            {loaded ? 'Update' : 'Save'}
          </BusyButton>
        </Group>
      </Group>
      <ConfirmDelete
        title="Delete Agent"
        question="You are going to remove this agent. Please confirm."
        opened={confirming}
        deleting={write.busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
