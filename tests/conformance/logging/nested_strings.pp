notice(['a', ['b']], {'k' => ['v']})
