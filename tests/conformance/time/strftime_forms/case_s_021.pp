notice(String(Timestamp(0), '%F %T'))
