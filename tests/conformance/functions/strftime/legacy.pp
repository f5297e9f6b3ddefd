notice(strftime('%%'))
