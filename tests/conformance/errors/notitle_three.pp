notice(1)
notify { message => 'hi' }
