notice(strftime(Timestamp('2021-01-01T00:00:00Z'), '%G-W%V-%u %U %W'))
