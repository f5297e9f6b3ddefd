notify { 'a': message => Sensitive(Deferred('nope_four', [])) }
