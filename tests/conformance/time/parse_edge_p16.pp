notice(Timestamp('Tuesday 2016-09-06', '%A %F'))
