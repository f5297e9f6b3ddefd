notice(lookup('scalar', Any, {'strategy' => 'deep', 'bogus' => true}))
