notice(Timestamp(0).strftime('%H', '+0530'))
