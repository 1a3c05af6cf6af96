import { Modal, Stack, Text, Title } from '@mantine/core';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { NESTED_DIALOG_Z_INDEX } from '../../../core/ui/layer-z-indexes';
import { TERMS_OF_USE } from '../terms-of-use';

/** The 'Terms of Use' modal (S2 §2), opened from the settings panel and over it. */
export function TermsOfUseModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const answersEscape = useEscapeLayer(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={answersEscape}
      title="Terms of Use"
      size="lg"
      zIndex={NESTED_DIALOG_Z_INDEX}
    >
      <Stack gap="sm">
        {TERMS_OF_USE.map((section) => (
          <section key={section.heading}>
            <Title order={3} size="h5">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm" mt={4}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
