/** Where the server tests start nginx over the production build, and over the demo build. */
export const nginxUrl = 'http://127.0.0.1:4190';
export const demoNginxUrl = 'http://127.0.0.1:4191';
