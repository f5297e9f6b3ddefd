notice(Timestamp('2016-02-29'))
