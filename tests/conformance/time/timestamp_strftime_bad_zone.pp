notice(strftime(Timestamp(0), '%F', 'XYZ'))
