notify { message => 'hi' }
