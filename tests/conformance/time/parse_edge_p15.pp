notice(Timestamp('2016-250', '%Y-%j'))
