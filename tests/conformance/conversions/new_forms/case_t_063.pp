notice(Timestamp('10:30 PM 2020-01-01', '%I:%M %p %F'))
