notice(strftime(Timestamp(-86400.5), '%F %T.%L'))
