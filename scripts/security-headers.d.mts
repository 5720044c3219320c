export declare const securityHeaders: Readonly<Record<string, string>>;
