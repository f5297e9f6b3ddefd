notify { 'a': * => { message => [1].reverse_each } }
