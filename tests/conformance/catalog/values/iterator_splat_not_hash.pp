notify { 'a': * => [1].reverse_each }
