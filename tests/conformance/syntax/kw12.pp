notify { 'a': before => [], subscribe => [], notify => [], audit => [] }
notice(1)
