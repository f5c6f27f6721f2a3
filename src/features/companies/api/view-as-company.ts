// 'View as company' (ADMIN-038): POST /Users/SetCompany/{id} switches the session to that company;
// then the app goes home and reloads, which also fetches the current user afresh.
import { userEndpoints } from '../../../../domain/contracts/users.ts';
import { callApi } from '../../../lib/api-client.ts';

export async function viewAsCompany(companyId: string, goHomeAndReload: () => void): Promise<void> {
  await callApi(userEndpoints.setCompany, { params: { id: companyId } });
  goHomeAndReload();
}
