notify { 'b': message => Binary('aGVsbG8=') }
