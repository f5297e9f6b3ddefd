notice(String(Timestamp('2020-01-01T00:00:00Z'), '%c'))
