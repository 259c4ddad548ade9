import { describe, expect, it } from 'vitest';
import { limits, messages } from '#contract/rules';
import { fileExtension, fileSize } from './fileRules';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const images = fileExtension(['.png', '.jpg', '.jpeg'], 'Only .png, .jpg and .jpeg files are allowed');
const imageSize = fileSize(limits.imageMaxBytes, messages.imageSize);

describe('fileExtension', () => {
  it('accepts the listed extensions in any case', () => {
    expect(images(file('a.png'))).toBeUndefined();
    expect(images(file('b.JPG'))).toBeUndefined();
    expect(images(file('c.photo.jpeg'))).toBeUndefined();
  });

  it('refuses other extensions with the message', () => {
    expect(images(file('a.gif'))).toBe('Only .png, .jpg and .jpeg files are allowed');
    expect(images(file('png'))).toBe('Only .png, .jpg and .jpeg files are allowed');
  });

  it("reads react-admin's { rawFile } values and ignores an empty value", () => {
    expect(images({ rawFile: file('a.gif') })).toBe('Only .png, .jpg and .jpeg files are allowed');
    expect(images({ rawFile: file('a.png') })).toBeUndefined();
    expect(images(undefined)).toBeUndefined();
    expect(images(null)).toBeUndefined();
    expect(images('https://example.com/a.gif')).toBeUndefined();
  });
});

describe('fileSize', () => {
  it("refuses images of 2.1 MB and above with 'Image size should be less than 2MB'", () => {
    expect(imageSize(file('a.png', 2 * MB))).toBeUndefined();
    expect(imageSize(file('a.png', Math.floor(2.1 * MB)))).toBeUndefined();
    expect(imageSize(file('a.png', Math.ceil(2.1 * MB)))).toBe('Image size should be less than 2MB');
    expect(imageSize({ rawFile: file('a.png', 3 * MB) })).toBe('Image size should be less than 2MB');
    expect(imageSize(undefined)).toBeUndefined();
  });

  it('uses the limit it is given', () => {
    const video = fileSize(limits.videoMaxBytes, messages.videoSize);
    expect(video(file('v.mp4', 10 * MB - 1))).toBeUndefined();
    expect(video(file('v.mp4', 10 * MB + 1))).toBe('Video size should be 10MB or less');
  });
});
