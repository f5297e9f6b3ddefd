cs_order { 'o': first => 5, second => 'b' }
