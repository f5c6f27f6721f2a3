// 'View as company' (ADMIN-038): POST /Users/SetCompany/{id} switches the session to that company;
// then the app goes home and reloads, which also fetches the current user afresh.
import { api } from '../../../lib/api-client.ts';

export async function viewAsCompany(companyId: string, goHomeAndReload: () => void): Promise<void> {
  await api.post(`/Users/SetCompany/${encodeURIComponent(companyId)}`);
  goHomeAndReload();
}
