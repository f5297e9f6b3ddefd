archive { '/tmp/x.tar.gz': source => 'http://example.com/x.tar.gz', url => 'http://example.com/y.tar.gz' }
