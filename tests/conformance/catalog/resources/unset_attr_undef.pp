notify { 'x': }
notice(Notify['x'][message] == undef)
notice(Notify['x'][nonexistent])
