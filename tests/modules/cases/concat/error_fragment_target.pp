concat_fragment { 'f': target => ['/tmp/x'], content => 'a' }
