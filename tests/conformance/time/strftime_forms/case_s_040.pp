notice(Timestamp(0).strftime('%Z', '-08:00'))
