notice(strftime(Timestamp(0), 'abc%'))
