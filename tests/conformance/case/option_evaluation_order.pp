case 'b' { notice('opt a') 'a', 'b': { notice('matched b') } notice('opt c') 'c': { } }
