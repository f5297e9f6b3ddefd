notice(Timestamp(0).strftime('%Z', 'CET'))
