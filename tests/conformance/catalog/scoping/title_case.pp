notify { 'Hello': }
notice(defined(Notify['hello']))
notice(Notify['hello'])
