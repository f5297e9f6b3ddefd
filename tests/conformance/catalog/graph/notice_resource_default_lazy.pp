notify { 'a': }
notice(Notify['a']['loglevel'])
Notify { loglevel => 'warning' }
notice(Notify['a']['loglevel'])
