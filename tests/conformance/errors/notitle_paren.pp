notice(1) notify { message => 'x' }
