notice(strftime(Timestamp('2000-01-01T00:00:00Z'), '%I %l %p'))
