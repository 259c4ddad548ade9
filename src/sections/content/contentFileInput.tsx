import { required } from '#contract/rules';
import { fileExtension, fileSize } from '../../media/fileRules';
import { FileUploadInput } from '../../media/FileUploadInput';

/** A content kind's file (spec section 5): where the form holds it, its texts, and what it may be. */
export interface ContentFile {
  source: string;
  /** Catalogue keys of the button, the hint under it and the wrong type's message. */
  label: string;
  hint: string;
  typeMessage: string;
  extensions: readonly string[];
  /** Files of this many bytes or more are refused. */
  maxBytes: number;
  sizeMessage: string;
  requiredMessage: string;
  /** Show the chosen image. */
  preview?: boolean;
}

/**
 * The file picker of a content kind (`ContentKind.FileInput`): required when adding and optional when editing, the
 * type and size checked before anything is sent, the upload's progress shown.
 */
export const contentFileInput = (file: ContentFile) => {
  const ContentFileInput = ({ required: isRequired, progress }: { required: boolean; progress?: number }) => (
    <FileUploadInput
      source={file.source}
      label={file.label}
      hint={file.hint}
      accept={file.extensions.join(',')}
      progress={progress}
      preview={file.preview}
      validate={[
        ...(isRequired ? [required(file.requiredMessage)] : []),
        fileExtension([...file.extensions], file.typeMessage),
        fileSize(file.maxBytes, file.sizeMessage),
      ]}
    />
  );
  return ContentFileInput;
};
