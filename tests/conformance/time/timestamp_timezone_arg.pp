notice(Timestamp('2016-09-06 08:34:59', '%F %T', 'EST'))
notice(Timestamp('2016-09-06', default, 'UTC'))
notice(Timestamp({string => '2016-09-06 08:34', format => '%F %H:%M', timezone => '-03:00'}))
notice(Timestamp('2016-09-06T08:34:59', ['%FT%T', '%F'], '+0100'))
