archive { '/tmp/x.tar.gz': source => 'http://example.com/x.tar.gz', checksum_type => 'crc32' }
