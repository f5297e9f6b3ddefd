notice('before')
notify { 'x': bogus => 1 }
notice('after')
