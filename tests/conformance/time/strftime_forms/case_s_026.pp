notice(strftime(Timestamp(0), '%E'))
