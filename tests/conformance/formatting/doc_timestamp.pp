# The examples of docs/formatting.md, section Timestamp (one notice per table row).
notice(String(Timestamp('2016-09-06T08:34:59 UTC'), '%s'))
notice(String(Timestamp(0), '%#s'))
notice(String(Timestamp('2016-09-06T08:34:59.5 UTC'), '%d'))
notice(String(Timestamp('2016-09-06T08:34:59.5 UTC'), '%f'))
