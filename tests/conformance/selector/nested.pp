notice(1 ? { 1 => (2 ? { 2 => 'inner' }) })
