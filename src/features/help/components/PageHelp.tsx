import { ActionIcon, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Tutorial } from '../../../contracts/help';
import { messageOf } from '../../../core/api/api-error';
import { HelpAgentChatButton } from '../../../core/ui/HelpAgentChatButton';
import { HelpIcon } from '../../../core/ui/icons';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { useIsMobile } from '../../../core/ui/useIsMobile';
import { useShownLocation } from '../../../core/ui/useShownLocation';
import { usePageHelp } from '../data';
import { pageNameOf } from '../model/page-name';
import { shownHelp } from '../model/shown-help';
import { firstStep } from '../model/tutorial-playback';
import { AnchoredCard } from './AnchoredCard';
import { TutorialCard } from './TutorialCard';

/** The overlay's layers (S2 §9: about 8005 to 8006): help cards and the control under the tutorial card. */
const HELP_Z_INDEX = 8005;
/** Above the update prompt's row (bottom right, 16 px up, about 60 px high), which it must not hide. */
const CONTROL_BOTTOM_PX = 88;
const CONTROL_SIZE_PX = 44;

/**
 * Per-page help (S2 §2): a help control, hidden below 1000 px like the spec's help controls,
 * that shows the page's help cards next to their anchors and lists its tutorials. Keyed by page,
 * so moving to another page closes what the last one showed.
 */
export function PageHelp() {
  const mobile = useIsMobile();
  const pageName = pageNameOf(useShownLocation().pathname);
  if (mobile || pageName === undefined) return null;
  return <PageHelpOverlay key={pageName} pageName={pageName} />;
}

interface Playing {
  tutorial: Tutorial;
  index: number;
}

function PageHelpOverlay({ pageName }: { pageName: string }) {
  const help = usePageHelp(pageName);
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState<Playing | undefined>();
  const { helps, tutorials } = shownHelp(help.data);

  const play = (tutorial: Tutorial) => {
    const index = firstStep(tutorial.items);
    if (index !== undefined) setPlaying({ tutorial, index });
  };

  return (
    <>
      <ActionIcon
        size="xl"
        radius="xl"
        aria-label="Page help"
        aria-expanded={open}
        onClick={() => {
          setPlaying(undefined);
          setOpen((shown) => !shown);
        }}
        style={{ position: 'fixed', right: 24, bottom: CONTROL_BOTTOM_PX, zIndex: HELP_Z_INDEX }}
      >
        <HelpIcon />
      </ActionIcon>
      {open && !playing && (
        <>
          {helps.map((item, i) => (
            <AnchoredCard
              // Items have no id; their order on the page is stable while it is shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              anchor={item.anchor}
              position={item.position}
              offset={item.offset}
              zIndex={HELP_Z_INDEX}
              role="note"
              label={item.title}
            >
              <Title order={2} size="h6">
                {item.title}
              </Title>
              <SafeHtml html={item.description} />
            </AnchoredCard>
          ))}
          <Paper
            role="dialog"
            aria-modal={false}
            aria-label="Help on this page"
            shadow="lg"
            withBorder
            p="sm"
            w={280}
            style={{
              position: 'fixed',
              right: 24,
              bottom: CONTROL_BOTTOM_PX + CONTROL_SIZE_PX + 12,
              zIndex: HELP_Z_INDEX,
            }}
          >
            <Stack gap="xs">
              <Title order={2} size="h5">
                Help on this page
              </Title>
              {help.data === undefined ? (
                help.isLoading ? (
                  <Loader size="sm" aria-label="Loading page help" />
                ) : (
                  <Text size="sm" c="red" role="alert">
                    {messageOf(help.error)}
                  </Text>
                )
              ) : (
                helps.length === 0 &&
                tutorials.length === 0 && (
                  <Text size="sm" c="dimmed">
                    There is no help for this page yet.
                  </Text>
                )
              )}
              {tutorials.length > 0 && (
                <>
                  <Title order={3} size="h6">
                    Tutorials
                  </Title>
                  {tutorials.map((tutorial) => (
                    <Button key={tutorial.id} variant="light" justify="start" onClick={() => play(tutorial)}>
                      {tutorial.title}
                    </Button>
                  ))}
                </>
              )}
              <HelpAgentChatButton agent={help.data?.agent} onOpen={() => setOpen(false)} />
              <Button variant="subtle" onClick={() => setOpen(false)}>
                Close help
              </Button>
            </Stack>
          </Paper>
        </>
      )}
      {playing && (
        <TutorialCard
          tutorial={playing.tutorial}
          index={playing.index}
          onStep={(index) => setPlaying({ ...playing, index })}
          onClose={() => {
            setPlaying(undefined);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
