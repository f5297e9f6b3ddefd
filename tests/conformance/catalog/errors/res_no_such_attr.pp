notify { 'x': }
notice(Notify['x']['nope'])
