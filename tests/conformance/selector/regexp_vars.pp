notice('foo' ? { /(o+)/ => $1, default => 'no' })
