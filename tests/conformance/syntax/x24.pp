notice(case 1 { 1: { 'one' } })
