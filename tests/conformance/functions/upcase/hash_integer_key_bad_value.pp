notice(upcase({ 1 => 'a' }))
notice(downcase({ 1 => /x/ }))
