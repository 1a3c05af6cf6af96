import { Alert, Box, Container, Title } from '@mantine/core';
import type { MenuItem } from '../../contracts/menu';

/** /url/{id}: an external-link app embedded in the portal (S1 §2.3). */
export function ExternalLinkPage({ item }: { item: MenuItem | undefined }) {
  if (!item?.extLink) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Link not available" role="alert">
          This link is not in your menu, or it has no address.
        </Alert>
      </Container>
    );
  }
  return (
    <Box h="calc(100vh - 80px)">
      <Title order={1} size="h4" mb="xs">
        {item.title}
      </Title>
      <iframe title={item.title} src={item.extLink} style={{ border: 0, width: '100%', height: '100%' }} />
    </Box>
  );
}
