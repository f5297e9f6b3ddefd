notify { 'x': }
notice(Notify['x']['message'])
notice(Notify['x']['message'] == undef)
