notice(match('tab	x', /\t/))
