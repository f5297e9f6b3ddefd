/* functions_time.c: the built-in functions of the time values (timedata.h): strftime, with
 * the reference's dispatches (functions/strftime.rb). */
#include "functions/convert_internal.h"

/* strftime (functions/strftime.rb): Timespan and Timestamp formatting, and the deprecated
 * form that formats the current time. */
const BuiltinFunction functions_time[] = {
    { "strftime", {
        { "(Timespan $time_object, String $format)", convert_strftime_timespan },
        { "(Timestamp $time_object, String $format, String $timezone = undef)", convert_strftime_timestamp },
        { "(String $format, String $timezone = undef)", convert_strftime_legacy },
    } },
    { NULL, { { NULL, NULL } } },
};
