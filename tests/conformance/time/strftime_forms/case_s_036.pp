notice(strftime(Timestamp(0), '%010s|%-5Y|%_5Y'))
