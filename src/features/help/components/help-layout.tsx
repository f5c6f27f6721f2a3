// The Help area (000 §2, SHELL-022/064): the categories beside the chosen one's text.
import { Box, Group, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { helpTopics } from './help-topics.tsx';

export function HelpLayout({ current, children }: { current: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Box w={{ base: '100%', md: 260 }}>
        <Stack gap={0} component="nav" aria-label="Help categories">
          {helpTopics.map((topic) => (
            <NavLink
              key={topic.path}
              renderRoot={(props) => <Link {...props} to="/Help/$topic" params={{ topic: topic.path }} />}
              label={topic.label}
              active={topic.path.toLowerCase() === current.toLowerCase()}
            />
          ))}
        </Stack>
      </Box>
      <Box style={{ flex: '1 1 480px', minWidth: 0 }}>{children}</Box>
    </Group>
  );
}
