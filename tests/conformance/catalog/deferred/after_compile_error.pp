notify { 'a': message => Deferred('nope_three', []) }
fail('compile failure')
