import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../server/templates/chromium.ts';
import { renderPdf } from '../../server/templates/pdf.ts';
import { gql, newTeacher, serverUrl, type Session } from '../helpers/api.ts';
import { admin, assessmentInput, giveClass, lessonInput, newSubject, ok, schoolsNamed } from './templates-fixtures.ts';

const chrome = chromiumPath();

let subjectID: string;
let owner: Session;
let assessmentId: string;
let lessonId: string;
let sharedId: string;

beforeAll(async () => {
  subjectID = await newSubject('8');
  owner = await newTeacher();
  const assessment = ok(
    await gql<{ createTeacherAssessmentTemplate: { id: string } }>(
      'mutation($input: CreateTeacherAssessmentTemplateInput!) { createTeacherAssessmentTemplate(input: $input) { id } }',
      { input: assessmentInput(subjectID, { title: 'Toets / Test: Breuke' }) },
      { token: owner.accessToken },
    ),
  );
  assessmentId = assessment.createTeacherAssessmentTemplate.id;
  const lesson = ok(
    await gql<{ createTeacherSubjectTemplate: { id: string } }>(
      'mutation($input: CreateTeacherSubjectTemplateInput!) { createTeacherSubjectTemplate(input: $input) { id } }',
      { input: lessonInput(subjectID) },
      { token: owner.accessToken },
    ),
  );
  lessonId = lesson.createTeacherSubjectTemplate.id;
  const generic = [...(await schoolsNamed()).values()].find((school) => school.isGeneric)!.id;
  const shared = ok(
    await gql<{ createAssessmentTemplate: { id: string } }>(
      'mutation($input: CreateAssessmentTemplateInput!) { createAssessmentTemplate(input: $input) { id } }',
      { input: assessmentInput(subjectID, { title: 'Shared', schoolID: generic }) },
      { token: (await admin()).accessToken },
    ),
  );
  sharedId = shared.createAssessmentTemplate.id;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function download(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${serverUrl()}${path}`, { headers });
  const type = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type,
    disposition: response.headers.get('content-disposition'),
    body,
    json: type.includes('json') ? JSON.parse(body.toString()) : null,
  };
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

describe.skipIf(!chrome)('PDF rendering with the machine Chromium', () => {
  it('renders a page of the server (the /healthz fixture) to an A4 PDF', async () => {
    const pdf = await renderPdf({ chromePath: chrome!, url: `${serverUrl()}/healthz` });
    expect(isPdf(pdf)).toBe(true);
    expect(pdf.length).toBeGreaterThan(500);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[56](\.\d+)? 84[12](\.\d+)?\]/); // A4: 595 x 842 points
  });

  it("renders the owner's assessment print page, paper and memorandum, for the Authorization header", async () => {
    for (const mode of ['paper', 'memo']) {
      const response = await download(
        `/print/pdf/assessment/${assessmentId}?mode=${mode}&fontSize=17`,
        bearer(owner.accessToken),
      );
      expect(response.status, response.json?.error).toBe(200);
      expect(response.type).toBe('application/pdf');
      expect(isPdf(response.body)).toBe(true);
      const part = mode === 'memo' ? 'Memorandum' : 'Question Paper';
      expect(response.disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Toets / Test: Breuke - ${part}.pdf`)}`,
      );
    }
  });

  it("renders the owner's lesson with the Authorization header", async () => {
    const response = await download(`/print/pdf/lesson/${lessonId}`, { authorization: `Bearer ${owner.accessToken}` });
    expect(response.status).toBe(200);
    expect(isPdf(response.body)).toBe(true);
    expect(response.disposition).toContain('filename="Fractions lesson.pdf"');
  });

  it('renders a shared template for an admin', async () => {
    const { accessToken } = await admin();
    const response = await download(`/print/pdf/assessment/${sharedId}`, bearer(accessToken));
    expect(response.status).toBe(200);
    expect(isPdf(response.body)).toBe(true);
  });
});

describe('who may download a PDF', () => {
  it('refuses anonymous callers and invalid tokens', async () => {
    expect(await download(`/print/pdf/assessment/${assessmentId}`)).toMatchObject({
      status: 401,
      json: { error: 'Sign in to continue.' },
    });
    expect(await download(`/print/pdf/assessment/${assessmentId}`, bearer('not-a-token'))).toMatchObject({
      status: 401,
      json: { error: 'Your session has expired. Please sign in again.' },
    });
    // A token in the query ends up in logs and browser history: it is not read.
    expect(await download(`/print/pdf/assessment/${assessmentId}?access_token=${owner.accessToken}`)).toMatchObject({
      status: 401,
      json: { error: 'Sign in to continue.' },
    });
  });

  it("refuses another teacher's assessment or lesson as not found", async () => {
    const other = await newTeacher();
    expect(await download(`/print/pdf/assessment/${assessmentId}`, bearer(other.accessToken))).toMatchObject({
      status: 404,
      json: { error: 'Template not found.' },
    });
    expect(await download(`/print/pdf/lesson/${lessonId}`, bearer(other.accessToken))).toMatchObject({ status: 404 });
  });

  it('refuses a shared template to a teacher who may read it but not print it', async () => {
    const teacher = await newTeacher();
    await giveClass(teacher, subjectID);
    expect(await download(`/print/pdf/assessment/${sharedId}`, bearer(teacher.accessToken))).toMatchObject({
      status: 403,
      json: { error: 'Only the owner of this template, or an admin for a shared template, may print it.' },
    });
  });

  it('checks the mode and the font size', async () => {
    expect(
      await download(`/print/pdf/assessment/${assessmentId}?mode=answers`, bearer(owner.accessToken)),
    ).toMatchObject({ status: 400, json: { error: 'mode must be paper or memo.' } });
    expect(
      await download(`/print/pdf/assessment/${assessmentId}?fontSize=21`, bearer(owner.accessToken)),
    ).toMatchObject({
      status: 400,
      json: { error: 'fontSize must be a whole number from 14 to 20.' },
    });
  });
});
