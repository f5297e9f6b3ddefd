notice(/^k/ in {'key' => 1})
