cs_clone { 'c': }
