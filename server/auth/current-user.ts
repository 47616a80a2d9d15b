/** The signed-in caller as routes, services and billing see it; its row id scopes every query. */
export interface CurrentUser {
  id: number;
  uid: string;
  email: string | null;
}
