case 1 { }
notice('empty case')
