notice("${x}" ? { '' => 'empty' })
