# the format parameter takes no default (the spec's table shows one)
notice(Timestamp('2016-09-06 08:34:59', default, '+01:00'))
