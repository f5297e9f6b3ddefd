define d() { notify { message => 'x' } }
d { 'a': }
