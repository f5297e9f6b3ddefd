notice(strftime(Timestamp(0), '%c'))
