notice(lookup('a', {merge => 'unique'}))
