notice case {a => 1} { {b => undef}: { 'undef matches missing' } default: { 'no' } }
