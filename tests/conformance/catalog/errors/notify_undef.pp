notify { 'x': message => undef }
notice(Notify['x']['message'])
