notice(strftime(Timestamp(0), '%+'))
