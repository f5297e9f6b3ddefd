notice(strftime(Timestamp(0), '%Y', 'Europe/Nowhere'))
