foo::bar { message => 'hi' }
