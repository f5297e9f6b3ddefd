notice(unless 1 == 2 { 'x' })
