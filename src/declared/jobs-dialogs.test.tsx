import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../test/calls';
import { job, renderJobs, serveJobs } from '../test/jobs';
import { findToast, signIn } from '../test/render';
import { server } from '../test/server';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add new Job' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Add Job' });
};

const openFromMenu = async (item: 'Edit' | 'View', dialogName: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Editor1 - Acme1' }, { timeout: 5000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: dialogName });
};

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Puts HTML into the rich-text editor as a paste would (jsdom has no editing, so through the editor's commands). */
const setDescription = async (dialog: HTMLElement, html: string) => {
  const editor = await waitFor(() => {
    const node = box(dialog, 'Job Description') as HTMLElement & {
      editor?: { commands: { setContent: (content: string, options: object) => void } };
    };
    if (!node.editor) throw new Error('editor not ready');
    return node.editor;
  });
  act(() => editor.commands.setContent(html, { emitUpdate: true, parseOptions: { preserveWhitespace: 'full' } }));
};

/** Types a whole value at once (a paste), which is much faster than key by key under load. */
const fill = async (dialog: HTMLElement, name: string, value: string) => {
  await userEvent.click(box(dialog, name));
  await userEvent.paste(value);
};

const setExpiry = (dialog: HTMLElement, day: string) =>
  fireEvent.change(within(dialog).getByLabelText('Expiry Date'), { target: { value: day } });

const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

describe('Add Job', () => {
  it('shows the spec message of every required field and a past expiry, and sends nothing', async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    const dialog = await openAdd();
    setExpiry(dialog, '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Image is required',
      'Organization Name is required',
      'Role is required',
      'Industry Type is required',
      'Department is required',
      'Job Type is required',
      'Job Hyperlink is required',
      'Expiry Date cannot be in the past',
      'This field is required',
      'Job Description is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("refuses a description of only spaces: 'Message cannot be empty or just spaces'", async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    const dialog = await openAdd();
    await setDescription(dialog, '<p>   </p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Message cannot be empty or just spaces')).toBeInTheDocument();
  });

  it('refuses a GIF and an image of 2.1 MB on add', async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    const dialog = await openAdd();
    expect(fileInput(dialog)).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    // The picker's accept list would hide the GIF; a file dropped or picked via "All files" still arrives.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(dialog), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Only .png, .jpg and .jpeg images are allowed')).toBeInTheDocument();
    const big = new File([new Uint8Array(Math.ceil(2.1 * 1024 * 1024))], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(dialog), big);
    expect(await within(dialog).findByText('Image size should be less than 2MB')).toBeInTheDocument();
  });

  it('adds education entries with + and removes any but the first', async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    const dialog = await openAdd();
    expect(within(dialog).queryByRole('button', { name: 'Remove education 1' })).toBeNull();
    await userEvent.type(box(dialog, 'Education 1'), 'BA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add education' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add education' }));
    await userEvent.type(box(dialog, 'Education 2'), 'MA');
    await userEvent.type(box(dialog, 'Education 3'), 'PhD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove education 2' }));
    expect(box(dialog, 'Education 1')).toHaveValue('BA');
    expect(box(dialog, 'Education 2')).toHaveValue('PhD');
    expect(within(dialog).queryByRole('textbox', { name: 'Education 3' })).toBeNull();
  }, 40_000);

  it("creates the job with lists split and trimmed, then uploads its image: 'Job Added successfully'", async () => {
    serveJobs(rec, {});
    server.use(
      rec.on('post', '/jobs/create', () =>
        HttpResponse.json({ message: 'Job Added successfully', jobID: 'j-9' }, { status: 201 }),
      ),
      rec.on('put', '/jobs/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', companyImageUrl: 'x' }, { status: 201 }),
      ),
    );
    renderJobs('/jobs/active');
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), new File(['img'], 'logo.png', { type: 'image/png' }));
    await fill(dialog, 'Organization Name', ' Daily Times ');
    await fill(dialog, 'Role', 'Reporter');
    await fill(dialog, 'Industry Type', 'Media');
    await fill(dialog, 'Department', 'City desk');
    await fill(dialog, 'No. of Openings', '2');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Job Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Remote' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hybrid Job' }));
    await userEvent.keyboard('{Escape}');
    await fill(dialog, 'Job Hyperlink', 'https://jobs.example.com/1');
    setExpiry(dialog, today());
    await fill(dialog, 'Software Proficiency', ' Word ,  Excel,,');
    await fill(dialog, 'Technical Proficiency', 'SEO');
    await fill(dialog, 'Education 1', 'BA');
    await setDescription(dialog, '<p>Cover the <strong>city</strong></p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Job Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Job' })).toBeNull());
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/jobs/create',
        body: {
          jobTitle: 'Daily Times',
          location: '',
          numberOfOpenings: 2,
          jobType: ['Remote', 'Hybrid Job'],
          description: '<p>Cover the <strong>city</strong></p>',
          hyperlink: 'https://jobs.example.com/1',
          expiryDate: today(),
          experience: '',
          softwareProficiency: ['Word', 'Excel'],
          technicalProficiency: ['SEO'],
          role: 'Reporter',
          industryType: 'Media',
          department: 'City desk',
          education: ['BA'],
        },
      }),
      expect.objectContaining({ method: 'PUT', path: '/jobs/upload/j-9', body: { companyImage: 'file' } }),
    ]);
  }, 40_000);
});

describe('Edit Job', () => {
  it('sends every field with the version it read, drops blank education, and keeps employmentType', async () => {
    serveJobs(rec, { active: [job(1)] });
    server.use(
      rec.on('put', '/jobs/update/:id', () =>
        HttpResponse.json({ message: 'Job updated successfully', Jobs: job(1, { role: 'Chief' }) }),
      ),
    );
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('Edit', 'Edit Job');
    expect(fileInput(dialog)).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif');
    expect(box(dialog, 'Software Proficiency')).toHaveValue('Word, Excel');
    await userEvent.clear(box(dialog, 'Role'));
    await userEvent.type(box(dialog, 'Role'), 'Chief');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add education' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    // A blank new entry is still refused by the form (each entry is required).
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove education 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Job updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/jobs/update/j-1',
        body: {
          jobTitle: 'Acme1',
          location: 'Pune1',
          numberOfOpenings: 3,
          jobType: ['Remote', 'Full Time'],
          description: '<p>Write <strong>news</strong> 1</p>',
          hyperlink: 'https://jobs.example.com/1',
          expiryDate: '2099-01-31',
          experience: '2 years',
          softwareProficiency: ['Word', 'Excel'],
          technicalProficiency: ['SEO'],
          role: 'Chief',
          industryType: 'Media',
          department: 'Newsroom',
          education: ['BA Journalism'],
          employmentType: 'Permanent',
          updatedAt: '2029-01-01T00:00:00.000Z',
        },
      }),
    ]);
  });

  it("accepts an unchanged past expiry but refuses a changed one: 'Expiry Date must be today or in the future.'", async () => {
    serveJobs(rec, { expiry: [job(1, { expiryDate: '2020-05-01', status: 'expired' })] });
    renderJobs('/jobs/expired');
    const dialog = await openFromMenu('Edit', 'Edit Job');
    setExpiry(dialog, '2020-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Expiry Date must be today or in the future.')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("uploads a new GIF after the update: 'Job updated successfully with image'", async () => {
    serveJobs(rec, { active: [job(1)] });
    server.use(
      rec.on('put', '/jobs/update/:id', () => HttpResponse.json({ message: 'Job updated successfully', Jobs: job(1) })),
      rec.on('put', '/jobs/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', companyImageUrl: 'x' }, { status: 201 }),
      ),
    );
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('Edit', 'Edit Job');
    await userEvent.upload(fileInput(dialog), new File(['gif'], 'logo.gif', { type: 'image/gif' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Job updated successfully with image')).toBeInTheDocument();
    expect(writes(rec).map((call) => [call.method, call.path])).toEqual([
      ['PUT', '/jobs/update/j-1'],
      ['PUT', '/jobs/upload/j-1'],
    ]);
  });

  it("shows 'Failed to update job' when the call never reaches the server", async () => {
    serveJobs(rec, { active: [job(1)] });
    server.use(rec.on('put', '/jobs/update/:id', () => HttpResponse.error()));
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('Edit', 'Edit Job');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Failed to update job')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Job' })).toBeInTheDocument();
  });
});

describe('View Job', () => {
  it("opens the job ?show= names (a search result's path, /jobs?show=<id>) in View Job", async () => {
    serveJobs(rec, { active: [job(1)], expired: [job(2)] });
    renderJobs('/jobs?show=j-2');
    const dialog = await screen.findByRole('dialog', { name: 'View Job' });
    expect(within(dialog).getByText('Acme2')).toBeInTheDocument();
  });

  it('shows every field, the real views and the description as HTML, and opens Edit', async () => {
    serveJobs(rec, { active: [job(1, { views: 12, numberOfOpenings: -1, experience: null })] });
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('View', 'View Job');
    expect(within(dialog).getByText('12 Views')).toBeInTheDocument();
    expect(within(dialog).queryByText('35 Views')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'Company image of Acme1' })).toHaveAttribute('width', '160');
    const description = within(dialog).getByRole('region', { name: 'Job Description' });
    expect(within(description).getByText('news').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('link', { name: 'https://jobs.example.com/1' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    for (const text of ['Remote', 'Full Time', 'BA Journalism', 'Word, Excel', 'Media', 'Newsroom', '2099-01-31'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getAllByText('N/A')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'View Job' })).toBeNull();
  });

  it("deletes after 'Are You Sure Want To Delete?' / 'Confirm To Delete Job?': 'Job Deleted Successfully'", async () => {
    serveJobs(rec, { active: [job(1)] });
    server.use(rec.on('delete', '/jobs/delete/:id', () => HttpResponse.json({ message: 'Job Deleted Successfully' })));
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('View', 'View Job');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    expect(within(confirm).getByText('Confirm To Delete Job?')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Job Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'View Job' })).toBeNull());
    expect(writes(rec)).toEqual([expect.objectContaining({ method: 'DELETE', path: '/jobs/delete/j-1' })]);
  });

  it('keeps the job when the confirmation is cancelled', async () => {
    serveJobs(rec, { active: [job(1)] });
    renderJobs('/jobs/active');
    const dialog = await openFromMenu('View', 'View Job');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are You Sure Want To Delete?' })).toBeNull());
    expect(writes(rec)).toEqual([]);
  });
});
