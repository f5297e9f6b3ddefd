concat { '/tmp/x': }
concat_fragment { 'empty': target => '/tmp/x' }
