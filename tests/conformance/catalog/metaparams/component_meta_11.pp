notify { 'a': audit => ['message'], tag => ['a'] }
notice(Notify['a']['audit'])
