notice(strftime(Timestamp('2000-01-01T12:00:00Z'), '%^p %P %p'))
