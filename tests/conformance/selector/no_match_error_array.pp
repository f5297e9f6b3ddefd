notice([1, 'a'] ? { 'bar' => 1 })
