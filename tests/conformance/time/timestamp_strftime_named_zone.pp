notice(strftime(Timestamp(0), '%F %T %z', 'Europe/Stockholm'))
