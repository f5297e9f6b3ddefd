notice(strftime(Timestamp('2021-12-31T23:00:00Z'), '%G-W%V-%u %j'))
