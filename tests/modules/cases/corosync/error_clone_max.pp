cs_clone { 'c': primitive => 'p', clone_max => 'x' }
