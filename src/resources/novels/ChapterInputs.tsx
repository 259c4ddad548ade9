import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { limits, messages, required } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';
import type { Chapter } from './format';

/** The chapter count the form holds, when it is a valid one; 0 otherwise (no inputs shown). */
const countOf = (value: unknown) => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= limits.novelChaptersMax ? count : 0;
};

/**
 * One PDF input per chapter of No Of Chapters (spec section 5): each required, except on edit for chapters already
 * uploaded (a file chosen for one replaces it); .pdf under 4 MB. The chapters go up in one request, so one bar shows
 * its progress.
 */
export const ChapterInputs = ({ uploaded = [], progress }: { uploaded?: Chapter[]; progress?: number }) => {
  const translate = useTranslate();
  const count = countOf(useWatch({ name: 'totalChapters' }));
  const byNumber = new Map(uploaded.map((chapter) => [chapter.chapterNumber, chapter]));
  return (
    <Box>
      {Array.from({ length: count }, (_, index) => {
        const existing = byNumber.get(index + 1);
        return (
          <FileUploadInput
            key={index}
            source={`chapters.${index}`}
            label={translate('app.novels.fields.chapter', { n: index + 1 })}
            accept=".pdf,application/pdf"
            hint={existing ? translate('app.novels.fields.chapter_uploaded', { name: existing.fileName }) : undefined}
            validate={[
              ...(existing ? [] : [required(messages.chapterFileRequired)]),
              fileExtension(['.pdf'], 'app.novels.fields.chapter_type'),
              fileSize(limits.chapterPdfMaxBytes, messages.chapterFileSize),
            ]}
          />
        );
      })}
      {progress !== undefined && (
        <>
          <Typography variant="body2">{translate('app.novels.chapters_heading')}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={translate('app.form.file_progress', { label: translate('app.novels.chapters_heading') })}
          />
        </>
      )}
    </Box>
  );
};
