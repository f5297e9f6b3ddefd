cs_clone { 'c': primitive => 'p', group => 'g' }
