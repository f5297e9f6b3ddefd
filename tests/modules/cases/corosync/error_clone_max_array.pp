cs_clone { 'c': primitive => 'p', clone_max => [1, 'x'] }
