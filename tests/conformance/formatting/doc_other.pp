# The examples of docs/formatting.md, section Timespan, Timestamp, SemVer, SemVerRange, Sensitive (one notice per table row).
notice(String(Timespan(3600), '%s'))
notice(String(Timespan(3600), '%d'))
notice(String(Timestamp('2016-09-06T08:34:59.5Z'), '%f'))
notice("[${String(SemVer('1.2.3'), '%10s')}]")
notice(String(Sensitive('x'), '%s'))
