notify { 'a': message => 'm', loglevel => 'info' }
notice(Notify['a']['message', 'loglevel'])
notice(Notify['a'][[message]])
notice(Notify['a'][bogus])
