notice(Timestamp('2016-09-06T12:00:00 Europe/Stockholm'))
