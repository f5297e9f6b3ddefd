notice(lest('') || { 'x' })
notice(lest([]) || { 'x' })
notice(lest(undef) || { undef } =~ Undef)
