notice(Timestamp('Tue 2016-09-06', '%a %F'))
