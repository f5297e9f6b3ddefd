notice('foo' ? { 'bar' => 1 })
