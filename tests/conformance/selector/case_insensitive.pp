notice('HOT' ? { 'hot' => 'red' })
