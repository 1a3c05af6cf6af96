import { Anchor, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messageOf } from '../../../core/api/api-error';
import { useCachedResource } from '../../../core/cache/useCachedResource';
import { displaysRead } from '../data';

/** /display: the configured displays to pick from (a technician setting up a screen). */
export function DisplayListPage() {
  const { data, isLoading, error } = useCachedResource(
    displaysRead.resource,
    displaysRead.fetch,
    displaysRead.schema,
    { scope: displaysRead.scope },
  );
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>Displays</Title>
        <Text>
          Choose the display this screen shows. Open it once while online so it keeps working offline.
        </Text>
        {isLoading && <Loader aria-label="Loading displays" />}
        {!data && error && <Text role="alert">{messageOf(error)}</Text>}
        {data && data.length === 0 && <Text>No displays are configured yet.</Text>}
        {data && data.length > 0 && (
          <List aria-label="Configured displays" listStyleType="none" spacing="sm">
            {data.map((display) => (
              <List.Item key={display.id}>
                <Anchor
                  fz="lg"
                  renderRoot={(props) => (
                    <Link {...props} to="/display/$id" params={{ id: String(display.id) }} />
                  )}
                >
                  {display.id}: <bdi>{display.name}</bdi>
                </Anchor>
                <Text span c="dimmed">
                  {' '}
                  · {display.accountName}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}
