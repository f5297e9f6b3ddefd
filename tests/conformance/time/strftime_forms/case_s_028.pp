notice(strftime(Timestamp(0), '%v'))
