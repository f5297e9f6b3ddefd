fail('Something bad: ', [1, 2], { 'k' => 'v' })
