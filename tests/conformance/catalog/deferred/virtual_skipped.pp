@notify { 'v': message => Deferred('nope_five', []) }
notice('virtual resources are not in the catalog')
