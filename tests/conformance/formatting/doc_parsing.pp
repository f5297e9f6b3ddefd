# The examples of docs/formatting.md, section Parsing Timespan and Timestamp strings (one notice per table row).
notice(Timespan('1-02:03'))
notice(Timespan('5h 30m', '%Hh %Mm'))
notice(Timespan('90', ['%H:%M', '%M']))
notice(Timespan({string => '01:30', format => '%H:%M'}))
notice(Timestamp('2016-09-06 08:34:59 +02:00'))
notice(Timestamp('06/09/2016 3pm', '%d/%m/%Y %I%p'))
notice(Timestamp('2016-09-06 12:00', '%F %R', 'CET'))
notice(Timestamp({string => '2016', format => '%Y'}))
