notice(Timestamp('2016-09-06T23:59:60'))
