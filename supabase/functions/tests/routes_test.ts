/**
 * The routing table (routes.ts): each listener's paths, and routing that reads the request line's
 * path only, never the Host.
 */
import { assert, assertEquals } from "./assert.ts";
import { ADMIN_PATHS, type Listener, requestPath, type Route, routeOf, router } from "../send-form-email/routes.ts";
import { FUNCTION_PATH, HEALTH_PATH } from "../_shared/endpoint.mjs";

const request = (path: string, host = "127.0.0.1:54321") => new Request(`http://${host}${path}`, { headers: { host } });

function endpointOf(listener: Listener, req: Request): string | number {
  const route = routeOf(listener, req);
  return route instanceof Response ? route.status : (route as Route).endpoint;
}

Deno.test("each listener answers its own paths, and 404 for the others'", () => {
  assertEquals(endpointOf("function", request(FUNCTION_PATH)), "form");
  assertEquals(endpointOf("function", request(`${FUNCTION_PATH}//`)), "form");
  assertEquals(endpointOf("function", request(HEALTH_PATH)), "health");
  assertEquals(endpointOf("function", request(ADMIN_PATHS.submissions)), 404);
  assertEquals(endpointOf("function", request(ADMIN_PATHS.deliverPending)), 404);
  assertEquals(endpointOf("admin", request(ADMIN_PATHS.submissions)), "submissions");
  assertEquals(endpointOf("admin", request(ADMIN_PATHS.deliverPending)), "deliverPending");
  assertEquals(endpointOf("admin", request(FUNCTION_PATH)), 404);
  assertEquals(endpointOf("admin", request(HEALTH_PATH)), 404);
  // The platform routes the function's own URL here, whatever path and Host it passes on (the
  // Supabase CLI's gateway names a Docker container: underscores).
  assertEquals(endpointOf("hosted", request("/send-form-email", "project.supabase.co")), "form");
  assertEquals(endpointOf("hosted", request("/", "supabase_edge_runtime_vitalhealth:8081")), "form");
});

Deno.test("a Host that carries a path, query or fragment is refused before any route: 400", async () => {
  for (const host of ["x/local/submissions#", "x/local/submissions?", "127.0.0.1/local/submissions#", "a b", "%%", "a:99999", ""]) {
    // What Deno makes of such a request: its URL built from the Host, then the request line's path.
    const req = new Request(`http://localhost${FUNCTION_PATH}`, { headers: { host } });
    for (const listener of ["function", "admin"] as const) {
      const route = routeOf(listener, req);
      assert(route instanceof Response, `${listener}, Host ${JSON.stringify(host)}: routed`);
      assertEquals(route.status, 400);
      assertEquals(await route.json(), { error: "Bad request: the Host header is malformed." });
    }
    assertEquals(requestPath(req), undefined);
  }
});

Deno.test("a plain host and port, or none, leaves the path to the request line", () => {
  for (const host of ["localhost:3000", "127.0.0.1", "[::1]:54321", "project.supabase.co", "supabase_edge_runtime_x:8081", "example.com."]) {
    assertEquals(requestPath(request(`${HEALTH_PATH}/`, host)), HEALTH_PATH);
  }
  assertEquals(requestPath(new Request(`http://localhost:1${FUNCTION_PATH}`)), FUNCTION_PATH);
});

Deno.test("router() sends each route to its endpoint, and a route without one is not found", async () => {
  const serve = router<undefined>("function", { form: () => new Response("form") });
  assertEquals(await (await serve(request(FUNCTION_PATH), undefined)).text(), "form");
  assertEquals((await serve(request(HEALTH_PATH), undefined)).status, 404);
  assertEquals((await serve(request("/elsewhere"), undefined)).status, 404);
});
