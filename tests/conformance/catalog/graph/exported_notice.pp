@@notify { 'e': message => 'exported' }
notice(Notify['e']['message'])
notice(defined(Notify['e']))
