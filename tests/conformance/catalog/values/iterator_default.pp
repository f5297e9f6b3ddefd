Notify { message => [1].reverse_each }
notify { 'a': }
