case 'x' { }
notice(1)
