$x = 'foo1'
notice($x ? { /foo(\d)/ => "got $1", default => none })
