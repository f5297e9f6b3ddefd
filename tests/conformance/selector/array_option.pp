notice([1, 'b'] ? { [Integer, /b/] => 'yes', default => 'no' })
