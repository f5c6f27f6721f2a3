// The OpenAPI 3.1 document lists every endpoint of the platform issue §3, generated from the
// same schemas the server validates with; /api/docs serves the reference from local files.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { publishedOpenApiDocument } from './published-openapi.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const issueEndpoints = [
  'post /api/v1/Authenticate',
  'get /api/v1/Authenticate/TokenCheck',
  'post /api/v1/Authenticate/SignOut',
  'post /api/v1/Account/LostPassword',
  'post /api/v1/Account/ResetPassword',
  'post /api/v1/Account/ChangePassword',
  'get /api/v1/Users/Find',
  'get /api/v1/Users/Get',
  'get /api/v1/Users/GetUser',
  'get /api/v1/Users/Online',
  'get /api/v1/Users/IsSuperUser',
  'put /api/v1/Users/Put',
  'post /api/v1/Users/Post',
  'delete /api/v1/Users/{id}',
  'post /api/v1/Users/GenerateApiKey',
  'post /api/v1/Users/ClearApiKey',
  'post /api/v1/Users/SetCompany/{id}',
  'get /api/v1/Companies',
  'post /api/v1/Companies',
  'put /api/v1/Companies/{id}',
  'delete /api/v1/Companies/{id}',
  'get /api/v1/Vessels',
  'get /api/v1/Vessels/{id}',
  'get /api/v1/Vessels/Extended',
  'put /api/v1/Vessels/{id}',
  'put /api/v1/Vessels/{id}/Draft',
  'get /api/v1/Kognifai/Vessels',
  'get /api/v1/VesselCategories',
  'post /api/v1/VesselCategories',
  'put /api/v1/VesselCategories/{id}',
  'delete /api/v1/VesselCategories/{id}',
  'post /api/v1/VesselCategories/AddVessel',
  'post /api/v1/VesselCategories/RemoveVessel',
  'post /api/v1/VesselCategories/AddUser',
  'post /api/v1/VesselCategories/RemoveUser',
  'get /api/v1/Features',
  'get /api/v1/Features/Find',
  'get /api/v1/Version',
  'get /api/v1/health',
];

/** The vessel settings and reference list calls of issue 5 (002 §7, ADR 0024). */
const settingsEndpoints = [
  'get /api/v1/FuelTypes',
  'post /api/v1/FuelTypes',
  'delete /api/v1/FuelTypes/{id}',
  'get /api/v1/FuelConsumptionSources',
  'get /api/v1/IceClasses',
  'get /api/v1/VesselTypes',
  'get /api/v1/CargoUnits',
  'post /api/v1/VesselAdministrations/{id}/AddCargoUnit',
  'post /api/v1/VesselAdministrations/{id}/RemoveCargoUnit',
  'get /api/v1/FuelTanks/Find',
  'post /api/v1/FuelTanks',
  'delete /api/v1/FuelTanks/{id}',
  'get /api/v1/FlowMeters/Find',
  'post /api/v1/FlowMeters',
  'delete /api/v1/FlowMeters/{id}',
  'get /api/v1/VesselSettings/{vesselId}',
  'put /api/v1/VesselSettings/{vesselId}',
  'get /api/v1/VesselAdministrations/{id}/GetVeracityKey',
  'put /api/v1/VesselAdministrations/UpdateVeracityKey',
  'get /api/v1/VesselAdministrations/{id}/GetVeracityKeyExpirationDate',
];

type Operation = {
  requestBody?: unknown;
  parameters: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every endpoint of issue 2 §3', async () => {
    const response = await server.request<Document>('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const listed = Object.entries(response.body.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(issueEndpoints));
  });

  it('EMIS-212 EMIS-215 lists the vessel settings, reference list, fuel tank and flow meter calls', async () => {
    const { paths } = (await server.request<Document>('GET', '/api/v1/openapi.json')).body;
    const listed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(settingsEndpoints));
    expect(
      JSON.stringify(paths['/api/v1/VesselAdministrations/UpdateVeracityKey']!.put!.requestBody),
    ).toContain('"veracityKey"');
  });

  it('carries the request bodies, queries and answers of the shared schemas', async () => {
    const { paths } = (await server.request<Document>('GET', '/api/v1/openapi.json')).body;
    const signIn = paths['/api/v1/Authenticate']!.post!;
    expect(JSON.stringify(signIn.requestBody)).toContain('"persist"');
    expect(paths['/api/v1/Vessels']!.get!.parameters.map((parameter) => parameter.name).sort()).toEqual([
      'IgnoreCompany',
      'companyId',
    ]);
    expect(paths['/api/v1/Users/{id}']!.delete!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
    ]);
    expect(JSON.stringify(paths['/api/v1/Users/GetUser']!.get!.responses['200'])).toContain(
      'kognifaiClientSecret',
    );
  });
});

describe('docs/api/openapi.json', () => {
  it('is the document of the whole server as built now (regenerate it with npm run openapi)', async () => {
    const written = JSON.parse(
      await readFile(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'),
    ) as Document & { info: { version: string } };
    const { document } = await publishedOpenApiDocument(written.info.version);
    expect(Object.keys(written.paths).sort()).toEqual(Object.keys(document.paths as object).sort());
    expect(JSON.parse(JSON.stringify(document))).toEqual(written);
  });
});

describe('/api/docs', () => {
  it('serves the interactive reference and its assets from swagger-ui-dist', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    const bundle = await fetch(`${server.baseUrl}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await fetch(`${server.baseUrl}/api/docs/init.js`)).status).toBe(200);
  });
});
