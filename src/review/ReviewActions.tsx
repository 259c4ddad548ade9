import { Button, DialogActions } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The status a review action sets: Publish and Delete publish or trash, Reject trashes a pending item. */
export type ReviewStatus = 'Published' | 'Rejected';

/** On a phone every button is a touch target of at least 44 x 44 px (WCAG 2.5.5), 8 px apart (the actions' gap). */
const touchTarget = { minHeight: { xs: 44, sm: 0 }, minWidth: { xs: 44, sm: 64 } };

/**
 * A submit button of the edit: Save, or Save and publish (`publish`). `onPick` tells the form which one submitted;
 * only that one says 'Saving' while the form submits (and 'Publishing...' once the publish follows).
 */
const SubmitButton = ({
  publish = false,
  picked,
  onPick,
  busy,
}: {
  publish?: boolean;
  picked: boolean;
  onPick: () => void;
  busy: ReviewStatus | null;
}) => {
  const { isSubmitting } = useFormState();
  const translate = useTranslate();
  const label = !picked
    ? publish
      ? 'app.review.save_publish'
      : 'app.review.save'
    : busy === 'Published'
      ? 'app.review.publishing'
      : isSubmitting
        ? 'app.review.saving'
        : publish
          ? 'app.review.save_publish'
          : 'app.review.save';
  return (
    <Button
      type="submit"
      variant={publish ? 'contained' : 'outlined'}
      color={publish ? 'success' : 'primary'}
      disabled={isSubmitting || busy !== null}
      onClick={onPick}
      sx={touchTarget}
    >
      {translate(label)}
    </Button>
  );
};

/**
 * The buttons of a post, short video or daily quote modal (spec section 4), inside its form: while editing, Cancel
 * and Save ('Saving' while the form submits); otherwise Edit when `canEdit`, Publish and Reject when `pending`
 * ('Publishing...' / 'Rejecting...' while `busy`), and Delete when `canDelete`, which asks first with
 * 'Are You Sure Want To Delete?' and the `deleteContent` key. `onStatus` says which status and whether it came from
 * Delete (the toasts differ). While editing a `pending` item, 'Save and publish' beside Save submits the form with
 * `onSubmitWith('Published')` called first (Save calls it with null), so the form's submit can publish after saving.
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
  onSubmitWith,
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
  /** Which submit button submitted the edit: 'Published' for Save and publish, null for Save. */
  onSubmitWith?: (then: 'Published' | null) => void;
}) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [picked, setPicked] = useState<'Published' | null>(null);
  const pick = (then: 'Published' | null) => () => {
    setPicked(then);
    onSubmitWith?.(then);
  };
  return (
    <DialogActions
      // Busy while the fresh read is out: the actions then change (enabled, or others for a new status).
      aria-busy={loading || undefined}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        // MUI's margin between actions would add to the gap and break the wrapped lines' alignment.
        '& > :not(style) ~ :not(style)': { ml: 0 },
      }}
    >
      {editing ? (
        <>
          <Button onClick={() => setEditing(false)} sx={touchTarget}>
            {translate('app.review.cancel')}
          </Button>
          <SubmitButton picked={picked === null} onPick={pick(null)} busy={busy} />
          {pending && onSubmitWith && (
            <SubmitButton publish picked={picked === 'Published'} onPick={pick('Published')} busy={busy} />
          )}
        </>
      ) : (
        <>
          {canEdit && (
            <Button
              variant="outlined"
              onClick={() => setEditing(true)}
              disabled={busy !== null || loading}
              sx={touchTarget}
            >
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
                sx={touchTarget}
              >
                {translate(busy === 'Published' ? 'app.review.publishing' : 'app.review.publish')}
              </Button>
              <Button
                variant="contained"
                color="error"
                disabled={busy !== null || loading}
                onClick={() => onStatus('Rejected', false)}
                sx={touchTarget}
              >
                {translate(busy === 'Rejected' ? 'app.review.rejecting' : 'app.review.reject')}
              </Button>
            </>
          )}
          {canDelete && (
            <Button
              color="error"
              disabled={busy !== null || loading}
              onClick={() => setConfirming(true)}
              sx={touchTarget}
            >
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
