notify { 'a': message => Deferred('fail', ['boom']) }
