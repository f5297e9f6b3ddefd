notice(undef ? { undef => 'was undef', default => 'no' })
notice('' ? { undef => 'was undef', default => 'no' })
