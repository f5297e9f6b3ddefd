notice(Timestamp(0).strftime('%H', '+5'))
