$t = Timestamp('2016-09-06T08:04:09 UTC')
notice(strftime($t, '%F %T', 'Bogus'))
