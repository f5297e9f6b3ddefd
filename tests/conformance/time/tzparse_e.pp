notice(Timestamp('2016-09-06 12:00', '%F %R', 'CEST'))
notice(Timestamp('2016-09-06 12:00', '%F %R', 'utc'))
notice(Timestamp('2016-09-06T12:00:00', '%FT%T', 'UTC'))
notice(Timestamp('2016-09-06T12:00:00 UTC', undef, 'EST'))
