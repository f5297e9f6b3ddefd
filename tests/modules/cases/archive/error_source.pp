archive { '/tmp/x.tar.gz': source => 'not a url' }
