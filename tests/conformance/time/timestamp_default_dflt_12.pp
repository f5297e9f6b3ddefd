notice(Timestamp('2016-09-06T24:00:00'))
