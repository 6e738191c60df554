import { answerOf, apiClient, dataOf, downloadFile } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

/** The name the donor's data is saved under (the one the server's Content-Disposition gives). */
export const MY_DATA_FILE_NAME = 'my-blood-donation-data.json';

/** GET /api/user/export (with the access token, through the API client), saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const { data } = await answerOf(apiClient.GET('/api/user/export', { parseAs: 'blob' }));
  downloadFile(data, MY_DATA_FILE_NAME);
}

/** DELETE /api/user/me { password }: 200 { message }; 400 naming `password` when it is wrong; 409 for the last superAdmin. */
export function deleteMyAccount(password: string) {
  return dataOf(apiClient.DELETE('/api/user/me', { body: { password } }));
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
