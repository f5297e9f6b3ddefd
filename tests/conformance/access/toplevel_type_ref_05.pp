notify { 'a': }
notice(::Notify['a'])
