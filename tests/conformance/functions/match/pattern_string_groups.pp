notice('foo=bar'.match('(\w+)=(\w+)'))
notice('x'.match('(y)?x'))
