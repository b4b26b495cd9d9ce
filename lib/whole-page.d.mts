export declare const WHOLE_PAGE: "data-whole-page";
