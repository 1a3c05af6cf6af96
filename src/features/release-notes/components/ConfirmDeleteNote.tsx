import { ConfirmDelete } from '../../../core/ui/ConfirmDelete';

/** The 'Delete Note' confirmation (S2 §5, §8). */
export function ConfirmDeleteNote(props: {
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDelete title="Delete Note" question="Are you sure you want to delete this note?" {...props} />
  );
}
