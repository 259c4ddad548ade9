import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { rules } from '#contract/rules';
import { postCategories } from '#contract/resources/categories';
import { RecordDialog } from '../../../declared/RecordDialog';

/** The category dialog's own form sits in a portal, but React still bubbles its submit to the post's form. */
const keepSubmitInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The post's category (the active ones), with the post category modals of spec section 2 beside it: + adds a
 * category, the pencil edits the chosen one; the choices reload after either.
 */
export const PostCategoryInput = ({ categories, disabled }: { categories: RaRecord[]; disabled: boolean }) => {
  const translate = useTranslate();
  const chosen = useWatch({ name: 'postCategory' }) as unknown;
  const [dialog, setDialog] = useState<{ record?: RaRecord } | null>(null);
  const chosenRecord = categories.find((category) => category.id === chosen);
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <SelectInput
        source="postCategory"
        label="app.posts.fields.category"
        choices={categories}
        optionText="postCategoryName"
        validate={rules.post.postCategory}
        disabled={disabled}
        fullWidth
      />
      {!disabled && (
        <>
          <Tooltip title={translate('app.posts.category.add')}>
            <IconButton aria-label={translate('app.posts.category.add')} onClick={() => setDialog({})} sx={{ mt: 1 }}>
              <AddIcon />
            </IconButton>
          </Tooltip>
          {chosenRecord && (
            <Tooltip title={translate('app.posts.category.edit')}>
              <IconButton
                aria-label={translate('app.posts.category.edit')}
                onClick={() => setDialog({ record: chosenRecord })}
                sx={{ mt: 1 }}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
      {dialog && (
        <span onSubmit={keepSubmitInside}>
          <RecordDialog declaration={postCategories} record={dialog.record} onClose={() => setDialog(null)} />
        </span>
      )}
    </Stack>
  );
};
