notice(Timestamp('2016-9-6'))
