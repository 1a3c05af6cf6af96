import { Alert, Box, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../contracts/menu';
import { usePageHeading } from '../../core/ui/page-heading';

/**
 * /url: the external-link app opened without a link (S1 §2.1 lists the bare route). The spec
 * does not say what it shows; the user is told where links are chosen and given a way home.
 */
export function NoExternalLinkChosen() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h3">
          External Link
        </Title>
        <Alert color="blue" title="No link chosen" role="status">
          Choose a link from the launcher or the sidebar.
        </Alert>
        <Button component={Link} to="/home" w="fit-content">
          Return Home
        </Button>
      </Stack>
    </Container>
  );
}

const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * What an embedded company app may do (docs/security.md, threat model): run its scripts on its own
 * origin (its storage and cookies), post forms, open windows that are free of this sandbox (a
 * report in a new tab works as it would anywhere), download files, ask with alert/confirm, and ask
 * for its cookies after a click where the browser keeps them apart (Safari). No
 * `allow-top-navigation*` of any kind: a page in the frame must never move the portal's own tab
 * (to a look-alike sign-in page: walkthrough 19, D1). Its links leave with `target="_blank"`.
 */
const EMBEDDED_APP_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals allow-storage-access-by-user-activation';

/** /url/{id}: an external-link app embedded in the portal (S1 §2.3). */
export function ExternalLinkPage({ item }: { item: MenuItem | undefined }) {
  usePageHeading(item?.extLink ? item.title : undefined);
  if (!item?.extLink) {
    return (
      <Container size="sm" py="xl">
        {/* The title in the text's colour: Mantine's yellow on its light yellow is 2.7:1, below
            WCAG's 4.5:1 (axe, walkthrough of the suite's screens). */}
        <Alert color="yellow" title="Link not available" role="alert" styles={READABLE_TITLE}>
          This link is not in your menu, or it has no address.
        </Alert>
      </Container>
    );
  }
  return (
    <Box h="calc(100vh - 80px)">
      {/* The pages' margin (walkthrough 41, D3: the title touched the sidebar's edge). */}
      <Title order={1} size="h4" mb="xs" px="md" pt="xs">
        {item.title}
      </Title>
      <iframe
        title={item.title}
        src={item.extLink}
        sandbox={EMBEDDED_APP_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, width: '100%', height: '100%' }}
      />
    </Box>
  );
}
