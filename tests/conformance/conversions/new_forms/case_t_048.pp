notice(Timestamp('2020-02-29T12:00:00.5Z'))
