import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../testing/render-form.tsx';
import { ImageUploadField, imageKindOf, imagesCheck } from './image-upload-field.tsx';

const png = (name: string, size = 64) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(size).fill(0)])], name, {
    type: 'image/png',
  });
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });
// a GIF that claims to be a PNG: the content decides
const disguised = () => new File([new TextEncoder().encode('GIF89a......')], 'photo.png', { type: 'image/png' });

let created: string[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${++n}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

async function renderUpload(onSubmit = vi.fn(), maxFiles = 2) {
  const view = await renderForm<{ photos: File[] }>({
    defaultValues: { photos: [] },
    checks: { photos: imagesCheck({ label: 'ID photos', required: true }) },
    onSubmit,
    fields: () => <ImageUploadField name="photos" label="ID photos" required maxFiles={maxFiles} maxBytes={1024 * 1024} />,
  });
  // the button opens the hidden file input; tests hand the files to that input
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, input, onSubmit };
}

describe('imageKindOf', () => {
  it('tells PNG and JPEG by their first bytes, whatever the name or stated type', async () => {
    expect(await imageKindOf(png('a.png'))).toBe('png');
    expect(await imageKindOf(jpeg('b.jpg'))).toBe('jpeg');
    expect(await imageKindOf(disguised())).toBeNull();
    expect(await imageKindOf(new Blob([]))).toBeNull();
  });
});

describe('ImageUploadField', () => {
  it('is a labelled group whose add button opens the file picker for PNG and JPEG', async () => {
    const { input } = await renderUpload();
    const group = screen.getByRole('group', { name: 'ID photos' });
    expect(group).toHaveAccessibleDescription('PNG or JPEG, up to 1 MB each.');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const click = vi.spyOn(input, 'click');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Add image' }).focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('previews accepted images, refuses the wrong kind, the too large and the one too many', async () => {
    const { input } = await renderUpload();
    const user = userEvent.setup();
    await user.upload(input, [disguised(), png('front.png')]);
    expect(await screen.findByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('alert')).toHaveTextContent('photo.png is not a PNG or JPEG image.');

    await user.upload(input, png('huge.png', 1024 * 1024));
    expect(await screen.findByText('huge.png is larger than 1 MB.')).toBeInTheDocument();

    await user.upload(input, [jpeg('back.jpg'), png('extra.png')]);
    expect(await screen.findByRole('img', { name: 'Preview of back.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many images: the limit is 2.');
    expect(screen.queryByRole('img', { name: 'Preview of extra.png' })).not.toBeInTheDocument();
    // full: no add button any more
    expect(screen.queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
  });

  it('removes an image from the keyboard, revokes its preview, and gives the focus to the add button', async () => {
    const { input, onSubmit } = await renderUpload();
    const user = userEvent.setup();
    await user.upload(input, [png('front.png'), jpeg('back.jpg')]);
    await screen.findByRole('img', { name: 'Preview of back.jpg' });
    screen.getByRole('button', { name: 'Remove front.png' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Preview of front.png' })).not.toBeInTheDocument());
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('button', { name: 'Add image' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photos.map((f: File) => f.name)).toEqual(['back.jpg']);
  });

  it('is required when asked, with the error announced on the group', async () => {
    const { onSubmit } = await renderUpload();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ID photos is required.');
    expect(screen.getByRole('group', { name: 'ID photos' })).toHaveAccessibleDescription('ID photos is required.');
    expect(screen.getByRole('group', { name: 'ID photos' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after a send without an image, a refused file says why rather than "required" again', async () => {
    const { input } = await renderUpload();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ID photos is required.');
    await user.upload(input, disguised());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('photo.png is not a PNG or JPEG image.'));
  });

  it('revokes every preview when it goes', async () => {
    const { input, unmount } = await renderUpload();
    const user = userEvent.setup();
    await user.upload(input, [png('front.png'), jpeg('back.jpg')]);
    await screen.findByRole('img', { name: 'Preview of back.jpg' });
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
    expect(created).toHaveLength(2);
  });
});
