notice(Timestamp('2016-09-06T8:4:5'))
