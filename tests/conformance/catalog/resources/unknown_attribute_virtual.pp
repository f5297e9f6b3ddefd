@notify { 'v': bogus => 1 }
notice('virtual never realized')
