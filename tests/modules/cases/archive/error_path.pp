archive { 'relative.tar.gz': source => 'http://example.com/x.tar.gz' }
