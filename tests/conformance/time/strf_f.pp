notice(strftime('%Y'))
