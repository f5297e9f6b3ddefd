case 3 { 1, 2: { notice('12') } Integer[3,4]: { notice('34') } }
