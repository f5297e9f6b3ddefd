notice(lest(undef) || { 'default' })
notice(lest(1) || { 'default' })
notice(lest(false) || { 'default' })
notice({a => 1}[b].lest || { 'missing' })
