import { Anchor, Container, List, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { menuAtom } from '../../core/session/user-context';
import { useAtomValue } from '../../core/state/jotai';

/** The home launcher (S1 §2.3). */
export function HomePage() {
  const menu = useAtomValue(menuAtom);
  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>Home</Title>
        <List aria-label="Apps">
          {menu?.items.map((item) => (
            <List.Item key={item.id}>
              <Anchor component={Link} to={item.url}>
                {item.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
