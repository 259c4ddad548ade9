import { Button, DialogActions } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The status a review action sets: Publish and Delete publish or trash, Reject trashes a pending item. */
export type ReviewStatus = 'Published' | 'Rejected';

const SaveButton = () => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate(isSubmitting ? 'app.review.saving' : 'app.review.save')}
    </Button>
  );
};

/**
 * The buttons of a post, short video or daily quote modal (spec section 4), inside its form: while editing, Cancel
 * and Save ('Saving' while the form submits); otherwise Edit when `canEdit`, Publish and Reject when `pending`
 * ('Publishing...' / 'Rejecting...' while `busy`), and Delete when `canDelete`, which asks first with
 * 'Are You Sure Want To Delete?' and the `deleteContent` key. `onStatus` says which status and whether it came from
 * Delete (the toasts differ).
 *
 * @example
 * <ReviewActions editing={editing} setEditing={setEditing} canEdit pending={false} canDelete busy={busy}
 *   deleteContent="app.posts.delete_content" onStatus={(status, deleting) => void setStatus(status, deleting)} />
 */
export const ReviewActions = ({
  editing,
  setEditing,
  canEdit,
  pending,
  canDelete,
  busy,
  loading = false,
  deleteContent,
  onStatus,
}: {
  editing: boolean;
  setEditing: (editing: boolean) => void;
  canEdit: boolean;
  pending: boolean;
  canDelete: boolean;
  busy: ReviewStatus | null;
  /** The record is being read fresh: the actions wait for it, as they may change with its status. */
  loading?: boolean;
  deleteContent: string;
  onStatus: (status: ReviewStatus, deleting: boolean) => void;
}) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {editing ? (
        <>
          <Button onClick={() => setEditing(false)}>{translate('app.review.cancel')}</Button>
          <SaveButton />
        </>
      ) : (
        <>
          {canEdit && (
            <Button variant="outlined" onClick={() => setEditing(true)} disabled={busy !== null || loading}>
              {translate('app.review.edit')}
            </Button>
          )}
          {pending && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={busy !== null || loading}
                onClick={() => onStatus('Published', false)}
              >
                {translate(busy === 'Published' ? 'app.review.publishing' : 'app.review.publish')}
              </Button>
              <Button
                variant="contained"
                color="error"
                disabled={busy !== null || loading}
                onClick={() => onStatus('Rejected', false)}
              >
                {translate(busy === 'Rejected' ? 'app.review.rejecting' : 'app.review.reject')}
              </Button>
            </>
          )}
          {canDelete && (
            <Button color="error" disabled={busy !== null || loading} onClick={() => setConfirming(true)}>
              {translate('app.review.delete')}
            </Button>
          )}
        </>
      )}
      <Confirm
        isOpen={confirming}
        title="app.review.delete_title"
        content={deleteContent}
        onConfirm={() => {
          setConfirming(false);
          onStatus('Rejected', true);
        }}
        onClose={() => setConfirming(false)}
      />
    </DialogActions>
  );
};
