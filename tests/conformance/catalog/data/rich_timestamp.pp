notify { 'ts': message => Timestamp('2020-01-02T03:04:05Z') }
