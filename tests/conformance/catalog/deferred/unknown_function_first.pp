# Resources resolve in catalog order: the first failure ends the run
notify { 'a': message => Deferred('nope_one', []) }
notify { 'b': message => Deferred('nope_two', []) }
