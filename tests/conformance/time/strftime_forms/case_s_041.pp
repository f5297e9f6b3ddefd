notice(Timestamp(0).strftime('%H', 'Z'))
