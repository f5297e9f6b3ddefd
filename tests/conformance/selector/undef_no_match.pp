notice(undef ? { '' => 'empty' })
