notice(case 1 { 1: { 'a' } default: {'b'} default: {'c'} })
