notify { 'a': message => 'hi' }
notice(Notify['a']['message'])
notice(Notify[a][message])
