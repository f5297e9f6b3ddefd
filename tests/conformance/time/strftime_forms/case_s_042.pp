notice(Timestamp(0).strftime('%H', 'EDT'))
