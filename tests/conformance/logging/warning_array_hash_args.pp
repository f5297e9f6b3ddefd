warning({ 'a' => 1 }, ['b'])
