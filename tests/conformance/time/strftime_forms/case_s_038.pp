notice(Timestamp(0).strftime('%z', 'CET'))
