notify { 'a': }
notice(Notify['a'][1])
