notice(Timestamp('2015-02-29'))
