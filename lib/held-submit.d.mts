export declare const LIVE: "data-live";
export declare const HELD: "data-pending";
export declare function goLive(form: Element): boolean;
