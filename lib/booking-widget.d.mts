export declare const BOOKING_WIDGET_ATTR: "data-booking-widget";
