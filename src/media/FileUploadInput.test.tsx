import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../test/objectUrl';
import { renderScreen } from '../test/render';
import { limits, messages } from '#contract/rules';
import { fileExtension, fileSize } from './fileRules';
import { FileUploadInput, type FileUploadInputProps } from './FileUploadInput';

const MB = 1024 * 1024;
const TYPE_MESSAGE = 'Only .png, .jpg and .jpeg files are allowed';
const png = new File(['png'], 'photo.png', { type: 'image/png' });
const gif = new File(['gif'], 'anim.gif', { type: 'image/gif' });
const big = new File([new Uint8Array(Math.ceil(2.1 * MB))], 'huge.jpg', { type: 'image/jpeg' });

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => urls.restore());

const renderInput = (props: Partial<FileUploadInputProps> = {}) => {
  const onSubmit = vi.fn();
  renderScreen(
    <Form onSubmit={onSubmit} noValidate>
      <FileUploadInput
        source="image"
        label="Upload Image"
        accept=".png,.jpg,.jpeg"
        validate={[
          fileExtension(['.png', '.jpg', '.jpeg'], TYPE_MESSAGE),
          fileSize(limits.imageMaxBytes, messages.imageSize),
        ]}
        preview
        hint="PNG or JPG, under 2 MB"
        {...props}
      />
      <button type="submit">Save</button>
    </Form>,
  );
  return onSubmit;
};

/** A user who picks "All files" in the browser's picker, so the accept list does not filter the choice. */
const anyFile = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Upload Image');

describe('FileUploadInput', () => {
  it('offers the accept list and the hint, and previews the current picture before one is chosen', () => {
    renderInput({ currentUrl: '/files/current.png' });
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(screen.getByText('PNG or JPG, under 2 MB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Upload Image preview' })).toHaveAttribute('src', '/files/current.png');
  });

  it('refuses a file of another type as soon as it is picked', async () => {
    renderInput();
    await anyFile().upload(picker(), gif);
    expect(await screen.findByText(TYPE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('anim.gif')).toBeInTheDocument();
  });

  it("refuses a picture of 2.1 MB with 'Image size should be less than 2MB'", async () => {
    renderInput();
    await anyFile().upload(picker(), big);
    expect(await screen.findByText('Image size should be less than 2MB')).toBeInTheDocument();
  });

  it('previews a chosen picture, clears an earlier error and submits the File', async () => {
    const onSubmit = renderInput();
    await anyFile().upload(picker(), gif);
    await screen.findByText(TYPE_MESSAGE);
    await userEvent.upload(picker(), png);
    await waitFor(() => expect(screen.queryByText(TYPE_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Upload Image preview' });
    expect(urls.blob(preview.getAttribute('src'))).toBe(png);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: png });
  });

  it('keeps a refused file from being submitted', async () => {
    const onSubmit = renderInput();
    await anyFile().upload(picker(), big);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image size should be less than 2MB')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows upload progress as a progress bar', () => {
    renderInput({ progress: 0.4 });
    expect(screen.getByRole('progressbar', { name: 'Upload Image upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows no preview for files that are not pictures', async () => {
    renderInput({ preview: false, accept: '.pdf', validate: undefined, label: 'Upload Image' });
    await anyFile().upload(picker(), new File(['%PDF'], 'issue.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('issue.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
